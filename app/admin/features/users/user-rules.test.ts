import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../../common/accounts/roles';
import type { StaffUser } from '../../../../common/accounts/staff-admin-schemas';
import { AdminApiError } from '../../data/admin-api';
import { checkCreate, checkEdit, conflictField, createBody, EMPTY_CREATE, patchBody } from './user-form';
import { readView, writeView } from '../../../lib/url-view';
import { canDelete, filterUsers, roleLabel, usersViewSchema } from './users-view';

const user = (overrides: Partial<StaffUser>): StaffUser => ({
  id: 'u-1',
  username: 'someone',
  email: 'someone@example.pk',
  emailVerified: true,
  isAdmin: false,
  role: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('the users view', () => {
  it('reads the filters from the URL, dropping what it does not know', () => {
    const read = (query: string) => readView(new URLSearchParams(query), usersViewSchema);
    expect(read('q=amina&email=unverified&role=admin')).toEqual({
      q: 'amina',
      email: 'unverified',
      role: 'admin',
      edit: null,
    });
    expect(read('email=maybe&role=cms')).toEqual({
      q: '',
      email: null,
      role: null,
      edit: null,
    });
    expect(read(`q=${'x'.repeat(300)}&edit=u-1`)).toMatchObject({ q: 'x'.repeat(200), edit: 'u-1' });
  });

  it('writes a change into the query and leaves the open editor alone', () => {
    const params = new URLSearchParams('q=a&edit=u-1');
    expect(String(writeView(new URLSearchParams(params), usersViewSchema, { q: ' ', role: 'user' }))).toBe(
      'edit=u-1&role=user',
    );
    expect(String(params)).toBe('q=a&edit=u-1');
    // The search is written as given; only a blank one leaves the address.
    expect(String(writeView(new URLSearchParams(), usersViewSchema, { q: 'amina ' }))).toBe('q=amina+');
  });

  it('filters by words in the username or email, email status and the Admin flag', () => {
    const users = [
      user({ id: '1', username: 'amina', email: 'amina@shop.pk', isAdmin: true, role: 'cms' }),
      user({ id: '2', username: 'bilal', email: 'b@gmail.com', emailVerified: false, role: 'cms' }),
      user({ id: '3', username: 'zara', email: 'zara@gmail.com', isAdmin: true }),
    ];
    const ids = (view: Parameters<typeof filterUsers>[1]) => filterUsers(users, view).map((u) => u.id);
    expect(ids({ q: 'GMAIL', email: null, role: null })).toEqual(['2', '3']);
    expect(ids({ q: 'zara gmail', email: null, role: null })).toEqual(['3']);
    expect(ids({ q: '', email: 'unverified', role: null })).toEqual(['2']);
    // A staff role does not make an account Admin: the filter is on the Admin flag.
    expect(ids({ q: '', email: null, role: 'admin' })).toEqual(['1', '3']);
    expect(ids({ q: '', email: 'verified', role: 'user' })).toEqual([]);
  });

  it('names the roles and never offers to delete the super admin or oneself', () => {
    expect(roleLabel('cms')).toBe('CMS');
    expect(roleLabel('order_confirmation')).toBe('Order confirmation');
    expect(roleLabel(null)).toBe('Customer');
    expect(canDelete({ id: SUPER_ADMIN_ID }, 'u-9')).toBe(false);
    expect(canDelete({ id: 'u-9' }, 'u-9')).toBe(false);
    expect(canDelete({ id: 'u-1' }, SUPER_ADMIN_ID)).toBe(true);
  });
});

describe('the user forms', () => {
  it('makes the create body with the default role cms, the password untouched', () => {
    expect(
      createBody({ ...EMPTY_CREATE, username: ' noor ', email: ' noor@shop.pk ', password: ' Pa55!word ' }),
    ).toEqual({ username: 'noor', email: 'noor@shop.pk', password: ' Pa55!word ', role: 'cms' });
  });

  it('checks the new user: field problems in the schema words, and what the password lacks', () => {
    expect(checkCreate(EMPTY_CREATE).errors).toEqual({
      username: 'Username is required',
      email: 'Email is required',
    });
    const check = checkCreate({
      ...EMPTY_CREATE,
      username: 'noor',
      email: 'noor@shop.pk',
      password: 'abcdefgh',
    });
    expect(check.errors).toEqual({});
    expect(check.missing).toEqual(['one uppercase letter', 'one number', 'one special character']);
    expect(checkCreate({ ...EMPTY_CREATE, password: 'Str0ng!pass' }).missing).toEqual([]);
  });

  it('sends only what changed, the customer choice as role null', () => {
    const loaded = {
      username: 'sana',
      email: 'sana@shop.pk',
      emailVerified: false,
      isAdmin: false,
      role: 'cms' as const,
    };
    expect(patchBody(loaded, { ...loaded, username: ' sana ' })).toEqual({});
    expect(patchBody(loaded, { ...loaded, emailVerified: true, role: '' })).toEqual({
      emailVerified: true,
      role: null,
    });
    expect(checkEdit(loaded, loaded)).toEqual({});
    expect(checkEdit(loaded, { ...loaded, email: ' ' })).toEqual({ email: 'Email is required' });
    expect(checkEdit(loaded, { ...loaded, username: 'a b', email: 'nope' })).toEqual({
      username: 'Username may only contain letters, digits, dots, underscores and hyphens',
      email: 'Invalid email address',
    });
  });

  it('finds the field a 409 names, whatever the quoted value says', () => {
    const conflict = (message: string) => new AdminApiError(409, message);
    expect(conflictField(conflict('This username is already taken'))).toBe('username');
    expect(conflictField(conflict('Username "email" is already taken'))).toBe('username');
    expect(conflictField(conflict('An account with this email already exists'))).toBe('email');
    expect(conflictField(conflict('Email "username@shop.pk" is already registered'))).toBe('email');
    expect(conflictField(new AdminApiError(403, 'This username is protected'))).toBeNull();
    expect(conflictField(conflict('Someone else saved first'))).toBeNull();
    expect(conflictField(new Error('This username is already taken'))).toBeNull();
  });
});
