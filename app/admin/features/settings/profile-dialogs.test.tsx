// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_PASSWORD_MESSAGES,
  emailTakenMessage,
  PROFILE_MESSAGES,
  usernameTakenMessage,
} from '../../../../common/accounts/staff-admin-schemas';
import { adminKeys } from '../../data/query-keys';
import { json } from '../../testing/admin-test-kit';
import { checkChangePassword, checkProfile, roleLabel } from './profile-rules';
import { confirmer, editor, networkFailure, renderSettings, sent, serve } from './settings-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const input = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
/** The message shown under a field (its aria-describedby), or null. */
const messageOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};

async function open(button: 'Edit Profile' | 'Change Password') {
  const card = await screen.findByRole('region', { name: 'Admin Profile' });
  fireEvent.click(within(card).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

const submit = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

describe('the profile rules', () => {
  it('reads roles as staff know them', () => {
    expect(roleLabel({ id: 'u-1', role: 'cms' })).toBe('Content manager');
    expect(roleLabel({ id: 'u-2', role: 'order_confirmation' })).toBe('Order confirmation');
    expect(roleLabel({ id: 'admin-1', role: null })).toBe('Super admin');
  });

  it('checks the new password in the spec order: match, length, upper, lower, number, special', () => {
    const check = (newPassword: string, confirmPassword = newPassword, currentPassword = 'Old-pass1') =>
      checkChangePassword({ currentPassword, newPassword, confirmPassword });
    expect(check('Abcdef1!', 'Abcdef1!', '')).toMatchObject({
      field: 'currentPassword',
      message: CHANGE_PASSWORD_MESSAGES.currentRequired,
    });
    expect(check('abc', 'abd')).toMatchObject({
      field: 'confirmPassword',
      message: 'New passwords do not match',
    });
    expect(check('abc')).toMatchObject({
      field: 'newPassword',
      message: 'Password must be at least 8 characters long',
    });
    expect(check('abcdefgh')).toMatchObject({
      message: 'Password must contain at least one uppercase letter',
    });
    expect(check('ABCDEFGH')).toMatchObject({
      message: 'Password must contain at least one lowercase letter',
    });
    expect(check('Abcdefgh')).toMatchObject({ message: 'Password must contain at least one number' });
    expect(check('Abcdefg1')).toMatchObject({
      message: 'Password must contain at least one special character',
    });
    expect(check('Abcdef1!')).toEqual({
      ok: true,
      body: { currentPassword: 'Old-pass1', newPassword: 'Abcdef1!' },
    });
  });

  it('checks the profile: username and email first, then the current password', () => {
    const base = { username: 'sana', email: 'sana@example.pk', currentPassword: 'x' };
    expect(checkProfile({ ...base, username: ' ', currentPassword: '' })).toMatchObject({
      field: 'username',
      message: 'Username and email are required',
    });
    expect(checkProfile({ ...base, email: '', currentPassword: '' })).toMatchObject({
      field: 'email',
      message: 'Username and email are required',
    });
    expect(checkProfile({ ...base, currentPassword: '' })).toMatchObject({
      field: 'currentPassword',
      message: 'Current password is required',
    });
    expect(checkProfile({ ...base, email: 'not-an-email' })).toMatchObject({
      field: 'email',
      message: 'Invalid email address',
    });
    expect(checkProfile({ ...base, username: ' Sana ', email: 'Sana@Example.PK' })).toEqual({
      ok: true,
      body: { username: 'Sana', email: 'sana@example.pk', currentPassword: 'x' },
    });
  });
});

describe('Change Password', () => {
  it('refuses each weak new password in the spec order, in a toast and at the field, sending nothing', async () => {
    const api = serve(editor);
    renderSettings();
    const dialog = await open('Change Password');
    const current = input(dialog, 'Current password');
    const fresh = input(dialog, 'New password');
    const confirm = input(dialog, 'Confirm new password');

    const expectRefusal = (field: HTMLInputElement, message: string) => {
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', message);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(field)).toBe(message);
      expect(document.activeElement).toBe(field);
    };

    submit(dialog, 'Change Password');
    await waitFor(() => expectRefusal(current, 'Current password is required'));
    type(current, 'Old-pass1');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('false'));

    const steps: Array<[string, string, HTMLInputElement, string]> = [
      ['abc', 'abd', confirm, 'New passwords do not match'],
      ['abc', 'abc', fresh, 'Password must be at least 8 characters long'],
      ['abcdefgh', 'abcdefgh', fresh, 'Password must contain at least one uppercase letter'],
      ['ABCDEFGH', 'ABCDEFGH', fresh, 'Password must contain at least one lowercase letter'],
      ['Abcdefgh', 'Abcdefgh', fresh, 'Password must contain at least one number'],
      ['Abcdefg1', 'Abcdefg1', fresh, 'Password must contain at least one special character'],
    ];
    for (const [next, again, field, message] of steps) {
      type(fresh, next);
      type(confirm, again);
      submit(dialog, 'Change Password');
      await waitFor(() => expectRefusal(field, message));
    }
    expect(toasts.notifyError).toHaveBeenCalledTimes(7);
    expect(sent(api, 'POST', '/api/auth/change-password')).toEqual([]);
  });

  it('changes the password, says so, closes and opens again empty', async () => {
    const api = serve(confirmer);
    renderSettings();
    let dialog = await open('Change Password');
    type(input(dialog, 'Current password'), 'Old-pass1');
    type(input(dialog, 'New password'), 'New-pass1');
    type(input(dialog, 'Confirm new password'), 'New-pass1');
    submit(dialog, 'Change Password');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'POST', '/api/auth/change-password').map((call) => call.body)).toEqual([
      { currentPassword: 'Old-pass1', newPassword: 'New-pass1' },
    ]);
    expect(toasts.notify).toHaveBeenCalledWith(
      CHANGE_PASSWORD_MESSAGES.changed,
      CHANGE_PASSWORD_MESSAGES.changedDescription,
    );
    expect(toasts.notifyError).not.toHaveBeenCalled();

    dialog = await open('Change Password');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(input(dialog, label).value).toBe('');
    }
  });

  it("puts a wrong current password at its field, and says 'Failed to change password' when the shop is unreachable", async () => {
    const api = serve(editor);
    api.answers.password = [
      () => json({ error: CHANGE_PASSWORD_MESSAGES.wrongCurrent }, 400),
      networkFailure,
    ];
    renderSettings();
    const dialog = await open('Change Password');
    const current = input(dialog, 'Current password');
    type(current, 'Wrong-pass1');
    type(input(dialog, 'New password'), 'New-pass1');
    type(input(dialog, 'Confirm new password'), 'New-pass1');
    submit(dialog, 'Change Password');
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Current password is incorrect'),
    );
    expect(messageOf(current)).toBe('Current password is incorrect');
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBe(dialog);

    submit(dialog, 'Change Password');
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Failed to change password'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to change password');
    expect(toasts.notify).not.toHaveBeenCalled();
  });

  it('closes on Cancel and keeps nothing typed', async () => {
    serve(editor);
    renderSettings();
    let dialog = await open('Change Password');
    type(input(dialog, 'New password'), 'half-typed');
    submit(dialog, 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open('Change Password');
    expect(input(dialog, 'New password').value).toBe('');
  });
});

describe('Edit Profile', () => {
  it("says 'Username and email are required', then 'Current password is required', sending nothing", async () => {
    const api = serve(editor);
    renderSettings();
    const dialog = await open('Edit Profile');
    const username = input(dialog, 'Username');
    const email = input(dialog, 'Email');
    expect(username.value).toBe('sana');
    expect(email.value).toBe('sana@example.pk');
    expect(input(dialog, 'Current password').value).toBe('');

    type(username, '');
    submit(dialog, 'Save Profile');
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', PROFILE_MESSAGES.required),
    );
    expect(messageOf(username)).toBe('Username and email are required');
    expect(document.activeElement).toBe(username);

    type(username, 'sana');
    type(email, ' ');
    submit(dialog, 'Save Profile');
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledTimes(2));
    expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Username and email are required');
    expect(messageOf(email)).toBe('Username and email are required');

    type(email, 'sana@example.pk');
    submit(dialog, 'Save Profile');
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Current password is required'),
    );
    expect(messageOf(input(dialog, 'Current password'))).toBe('Current password is required');
    expect(sent(api, 'PATCH', '/api/admin/profile')).toEqual([]);
  });

  it("saves the profile, says 'Profile updated', shows it on the card, closes and opens again afresh", async () => {
    const api = serve(editor);
    const client = renderSettings();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const card = await screen.findByRole('region', { name: 'Admin Profile' });
    let dialog = await open('Edit Profile');
    type(input(dialog, 'Username'), 'sana.k');
    type(input(dialog, 'Email'), 'Sana.K@Example.pk');
    type(input(dialog, 'Current password'), 'Old-pass1');
    submit(dialog, 'Save Profile');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api, 'PATCH', '/api/admin/profile').map((call) => call.body)).toEqual([
      { username: 'sana.k', email: 'sana.k@example.pk', currentPassword: 'Old-pass1' },
    ]);
    expect(toasts.notify).toHaveBeenCalledWith(PROFILE_MESSAGES.updated);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.profile });
    await waitFor(() =>
      expect(within(card).getByText('Username').nextElementSibling!.textContent).toBe('sana.k'),
    );
    expect(within(card).getByText('Email').nextElementSibling!.textContent).toBe('sana.k@example.pk');

    dialog = await open('Edit Profile');
    expect(input(dialog, 'Username').value).toBe('sana.k');
    expect(input(dialog, 'Email').value).toBe('sana.k@example.pk');
    expect(input(dialog, 'Current password').value).toBe('');
  });

  it("puts a taken username or email at its field, and says 'Failed to update profile' when the shop is unreachable", async () => {
    const api = serve(editor);
    api.answers.profilePatch = [
      () => json({ error: usernameTakenMessage('amina') }, 409),
      () => json({ error: emailTakenMessage('amina@example.pk') }, 409),
      networkFailure,
    ];
    renderSettings();
    const dialog = await open('Edit Profile');
    const username = input(dialog, 'Username');
    const email = input(dialog, 'Email');
    type(username, 'amina');
    type(input(dialog, 'Current password'), 'Old-pass1');
    submit(dialog, 'Save Profile');
    await waitFor(() => expect(messageOf(username)).toBe('Username "amina" is already taken'));
    expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Username "amina" is already taken');

    type(username, 'sana');
    type(email, 'amina@example.pk');
    submit(dialog, 'Save Profile');
    await waitFor(() => expect(messageOf(email)).toBe('Email "amina@example.pk" is already registered'));

    submit(dialog, 'Save Profile');
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Failed to update profile'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Failed to update profile');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBe(dialog);
    expect(toasts.notify).not.toHaveBeenCalled();
  });
});
