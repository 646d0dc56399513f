// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUserShape } from '../../../../common/accounts/public-user';
import { SUPER_ADMIN_ID } from '../../../../common/accounts/roles';
import { staffUserSchema, type StaffUser } from '../../../../common/accounts/staff-admin-schemas';
import { formatDateTime } from '../../kit/format';
import { SessionGate } from '../../data/session';
import { json, renderRoute, stubFetch } from '../../testing/admin-test-kit';
import { UsersScreen } from './users-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function userFixture(overrides: Partial<StaffUser>): StaffUser {
  return staffUserSchema.parse({
    id: uuid(1),
    username: 'someone',
    email: 'someone@example.pk',
    emailVerified: true,
    isAdmin: false,
    role: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

const admin = userFixture({
  id: SUPER_ADMIN_ID,
  username: 'admin',
  email: 'admin@shop.pk',
  isAdmin: true,
  role: 'cms',
  createdAt: '2026-01-01T08:00:00.000Z',
});
const sana = userFixture({ id: uuid(1), username: 'sana', email: 'sana@shop.pk', role: 'cms' });
const bilal = userFixture({
  id: uuid(2),
  username: 'bilal',
  email: 'bilal@shop.pk',
  emailVerified: false,
  isAdmin: true,
  role: 'order_confirmation',
});
const zara = userFixture({ id: uuid(3), username: 'zara', email: 'zara.k@gmail.com', emailVerified: false });

const asViewer = (user: StaffUser): PublicUserShape => ({
  id: user.id,
  username: user.username,
  email: user.email,
  emailVerified: user.emailVerified,
  isAdmin: user.isAdmin,
  role: user.role,
});

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];
let list: StaffUser[];
let viewer: PublicUserShape;
let answers: Record<string, Array<() => Response | Promise<Response>>>;
const next = (key: string) => answers[key]?.shift()?.();

beforeEach(() => {
  calls = [];
  list = [zara, bilal, sana, admin];
  viewer = asViewer(admin);
  answers = {};
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubFetch(({ path, url, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const p = url.pathname;
    if (p === '/api/auth/status') return json({ authenticated: true, user: viewer });
    calls.push({ path, method, body });
    if (p === '/api/admin/users' && method === 'GET') return next('list') ?? json(list);
    if (p === '/api/admin/users' && method === 'POST') {
      const answer = next('create');
      if (answer) return answer;
      const created = userFixture({
        id: uuid(9),
        username: String(body!.username),
        email: String(body!.email),
        emailVerified: true,
        role: body!.role as StaffUser['role'],
        createdAt: '2026-11-25T09:00:00.000Z',
      });
      list = [created, ...list];
      return json(created, 201);
    }
    const verify = p.match(/^\/api\/admin\/users\/([^/]+)\/verify$/);
    if (verify && method === 'PATCH') {
      const answer = next('verify');
      if (answer) return answer;
      list = list.map((u) => (u.id === verify[1] ? { ...u, emailVerified: true } : u));
      return json(list.find((u) => u.id === verify[1]));
    }
    const id = p.split('/').pop();
    if (method === 'PATCH') {
      const answer = next('update');
      if (answer) return answer;
      list = list.map((u) => (u.id === id ? { ...u, ...body } : u));
      return json(list.find((u) => u.id === id));
    }
    if (method === 'DELETE') {
      const answer = next('delete');
      if (answer) return answer;
      list = list.filter((u) => u.id !== id);
      return json({ success: true });
    }
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderScreen = (url = '/admin/users') =>
  renderRoute(
    '/admin/users',
    <SessionGate noAccess={<p>No access</p>}>
      <UsersScreen />
    </SessionGate>,
    { url, showLocation: true },
  );
const table = () => screen.findByRole('table', { name: 'Users' });
// `hidden`: an open dialog hides the page behind it from the accessibility tree, and some checks read
// the table and the address while one is open.
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);
/** A cell's value, without the column name shown above it on the cards. */
const valueOf = (cell: HTMLElement) => cell.lastElementChild!.textContent;
/** Each row's username, top to bottom (without the 'You' badge of the person signed in). */
const usernames = () =>
  bodyRows().map((row) =>
    valueOf(within(row).getAllByRole('cell', { hidden: true })[0]!)!.replace(/You$/, ''),
  );
const rowOf = (username: string) => bodyRows().find((row) => row.textContent?.includes(username))!;
/** The badge after a username (the person signed in). */
const badgeOf = (username: string) =>
  within(rowOf(username)).getAllByRole('cell')[0]!.lastElementChild!.textContent!.replace(username, '');
/** The count above the table. */
const countHeading = () =>
  screen.getByRole('heading', { level: 2, name: /^Users \(/, hidden: true }).textContent;
const address = () => screen.getByRole('status', { name: 'Address', hidden: true }).textContent;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const sent = (method: string) => calls.filter((call) => call.method === method);
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

async function openAdd() {
  renderScreen();
  await table();
  fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
  return screen.findByRole('dialog', { name: 'Add New User' });
}

function fillNewUser(dialog: HTMLElement, password: string) {
  type(within(dialog).getByLabelText('Username'), 'noor');
  type(within(dialog).getByLabelText('Email'), 'noor@shop.pk');
  type(within(dialog).getByLabelText('Password'), password);
}

async function openEdit(username: string) {
  fireEvent.click(screen.getByRole('link', { name: `Edit ${username}` }));
  return screen.findByRole('dialog', { name: 'Edit User' });
}

describe('UsersScreen: the table', () => {
  it('shows the columns, the count, readable roles, badges and dates', async () => {
    renderScreen();
    const t = await table();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('User Management');
    expect(countHeading()).toBe('Users (4)');
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Email', 'Email Verified', 'Role', 'Created At', 'Actions']);
    // The server's order (newest first) is kept.
    expect(usernames()).toEqual(['zara', 'bilal', 'sana', 'admin']);

    const cells = (username: string) => within(rowOf(username)).getAllByRole('cell').map(valueOf);
    expect(cells('zara').slice(1, 5)).toEqual([
      'zara.k@gmail.com',
      'Unverified',
      'Customer',
      formatDateTime(zara.createdAt),
    ]);
    expect(cells('bilal').slice(2, 4)).toEqual(['Unverified', 'Order confirmationAdmin']);
    expect(cells('sana').slice(2, 4)).toEqual(['Verified', 'CMS']);
    expect(cells('admin').slice(2, 5)).toEqual([
      'Verified',
      'CMSAdminSuper admin',
      formatDateTime(admin.createdAt),
    ]);
    expect(badgeOf('admin')).toBe('You');
  });

  it('shows a skeleton of 5 rows while the users load', async () => {
    let answer!: (response: Response) => void;
    answers.list = [() => new Promise<Response>((resolve) => (answer = resolve))];
    renderScreen();
    const skeleton = await screen.findByText('Loading users…');
    const status = skeleton.closest('[role="status"]')!;
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
    expect(screen.queryByRole('table')).toBeNull();
    answer(json(list));
    await table();
    expect(screen.queryByText('Loading users…')).toBeNull();
  });

  it('says why the list failed and tries again', async () => {
    answers.list = [() => json({ error: 'You do not have permission to do this' }, 403)];
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The users could not be loadedYou do not have permission to do thisTry again',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await table();
    expect(countHeading()).toBe('Users (4)');
  });

  it('offers Verify email only for an unverified email, and verifies it', async () => {
    renderScreen();
    await table();
    expect(within(rowOf('zara')).getByRole('button', { name: 'Verify email of zara' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(rowOf('bilal')).getByRole('button', { name: 'Verify email of bilal' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(rowOf('sana')).queryByRole('button', { name: /Verify email/ })).toBeNull();
    expect(within(rowOf('admin')).queryByRole('button', { name: /Verify email/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Verify email of zara' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('Email verified'));
    expect(sent('PATCH')).toEqual([
      { path: `/api/admin/users/${zara.id}/verify`, method: 'PATCH', body: undefined },
    ]);
    await waitFor(() => expect(valueOf(within(rowOf('zara')).getAllByRole('cell')[2]!)).toBe('Verified'));
    expect(within(rowOf('zara')).queryByRole('button', { name: /Verify email/ })).toBeNull();
  });

  it('never offers Delete for the super admin, nor for the person signed in', async () => {
    renderScreen();
    await table();
    expect(within(rowOf('admin')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('sana')).getByRole('button', { name: 'Delete sana' })).toHaveProperty(
      'disabled',
      false,
    );
    cleanup();

    viewer = asViewer(sana);
    renderScreen();
    await table();
    expect(within(rowOf('sana')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(badgeOf('sana')).toBe('You');
    expect(within(rowOf('admin')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('bilal')).getByRole('button', { name: 'Delete bilal' })).toHaveProperty(
      'disabled',
      false,
    );
    // Edit stays offered for everyone.
    expect(within(rowOf('admin')).getByRole('link', { name: 'Edit admin' }).getAttribute('href')).toBe(
      `/admin/users?edit=${SUPER_ADMIN_ID}`,
    );
  });
});

describe('UsersScreen: the filters', () => {
  it('searches by username or email as it is typed, and keeps the search in the URL', async () => {
    renderScreen();
    await table();
    type(screen.getByRole('searchbox', { name: 'Search' }), 'GMAIL');
    expect(usernames()).toEqual(['zara']);
    expect(countHeading()).toBe('Users (1)');
    await waitFor(() => expect(address()).toBe('?q=GMAIL'));
    type(screen.getByRole('searchbox', { name: 'Search' }), 'bil');
    expect(usernames()).toEqual(['bilal']);
  });

  it('keeps the Edit User dialog open when a search still being typed reaches the URL after the click', async () => {
    renderScreen();
    await table();
    type(screen.getByRole('searchbox', { name: 'Search' }), 'bil');
    // Edit is clicked before the pause that sends the search to the URL: that late commit must not
    // drop the `edit` the click put there (it once wrote the URL as it was before the click).
    const dialog = await openEdit('bilal');
    await waitFor(() => {
      const params = new URLSearchParams(address() ?? '');
      expect([params.get('q'), params.get('edit')]).toEqual(['bil', bilal.id]);
    });
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBe(dialog);
  });

  it('filters by email status and by the Admin flag, in the URL', async () => {
    renderScreen();
    await table();
    fireEvent.change(screen.getByLabelText('Email Status'), { target: { value: 'unverified' } });
    await waitFor(() => expect(usernames()).toEqual(['zara', 'bilal']));
    expect(address()).toBe('?email=unverified');
    fireEvent.change(screen.getByLabelText('User Role'), { target: { value: 'admin' } });
    await waitFor(() => expect(usernames()).toEqual(['bilal']));
    expect(address()).toBe('?email=unverified&role=admin');
    expect(countHeading()).toBe('Users (1)');

    fireEvent.change(screen.getByLabelText('Email Status'), { target: { value: 'verified' } });
    fireEvent.change(screen.getByLabelText('User Role'), { target: { value: 'user' } });
    await waitFor(() => expect(usernames()).toEqual(['sana']));
    expect(address()).toBe('?email=verified&role=user');
  });

  it('opens the view the URL names, and says when the filters match none', async () => {
    renderScreen('/admin/users?email=verified&role=admin');
    await table();
    expect(usernames()).toEqual(['admin']);
    expect(screen.getByLabelText('Email Status')).toHaveProperty('value', 'verified');
    expect(screen.getByLabelText('User Role')).toHaveProperty('value', 'admin');

    // Time is the test's from here: the pause before a search is sent passes when it says so.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect((await screen.findByText('No users found matching your filters')).tagName).toBe('P');
    expect(countHeading()).toBe('Users (0)');
    expect(screen.queryByRole('table')).toBeNull();

    const empty = screen.getByText('No users found matching your filters').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(usernames()).toHaveLength(4));
    expect(address()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    // The search typed a moment before was never sent, and is not sent later either.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(address()).toBe('');
    expect(usernames()).toHaveLength(4);
  });
});

describe('UsersScreen: Add New User', () => {
  it('says live what the password still lacks, then that it meets every requirement', async () => {
    const dialog = await openAdd();
    const hint = () => within(dialog).getByLabelText('Password').getAttribute('aria-describedby')!;
    const hintText = () => document.getElementById(hint())!.textContent;
    expect(hintText()).toBe(
      'Password must contain: at least 8 characters, one uppercase letter, one lowercase letter, one number, one special character',
    );
    type(within(dialog).getByLabelText('Password'), 'abc');
    expect(hintText()).toBe(
      'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    );
    type(within(dialog).getByLabelText('Password'), 'Str0ng!pass');
    expect(hintText()).toBe('✓ Password meets all requirements');
  });

  it('blocks a weak password with the Password Requirements toast and sends nothing', async () => {
    const dialog = await openAdd();
    fillNewUser(dialog, 'weakpass1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        'Password Requirements',
        'Password must contain: one uppercase letter, one special character',
      ),
    );
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Password'));
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toEqual([]);
    expect(toasts.notify).not.toHaveBeenCalled();
  });

  it('checks the username and email before sending anything', async () => {
    const dialog = await openAdd();
    type(within(dialog).getByLabelText('Email'), 'not-an-email');
    type(within(dialog).getByLabelText('Password'), 'Str0ng!pass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(document.getElementById('field-username-error')?.textContent).toBe('Username is required'),
    );
    expect(document.getElementById('field-email-error')?.textContent).toBe('Invalid email address');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Username'));
    expect(sent('POST')).toEqual([]);
  });

  it('creates a user with the default role cms', async () => {
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText('Role')).toHaveProperty('value', 'cms');
    fillNewUser(dialog, 'Str0ng!pass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('User created'));
    expect(sent('POST')).toEqual([
      {
        path: '/api/admin/users',
        method: 'POST',
        body: { username: 'noor', email: 'noor@shop.pk', password: 'Str0ng!pass', role: 'cms' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(usernames()[0]).toBe('noor'));
    expect(countHeading()).toBe('Users (5)');
  });

  it('sends the role chosen', async () => {
    const dialog = await openAdd();
    fillNewUser(dialog, 'Str0ng!pass');
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'order_confirmation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({ role: 'order_confirmation' });
  });

  it('shows a taken username next to the field and in the toast, and keeps the dialog open', async () => {
    answers.create = [() => json({ error: 'Username "noor" is already taken' }, 409)];
    const dialog = await openAdd();
    fillNewUser(dialog, 'Str0ng!pass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Username "noor" is already taken'),
    );
    const username = within(dialog).getByLabelText('Username');
    expect(document.getElementById('field-username-error')?.textContent).toBe(
      'Username "noor" is already taken',
    );
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    // Changing the username clears the server's word on it.
    type(username, 'noor2');
    await waitFor(() => expect(document.getElementById('field-username-error')).toBeNull());
    expect(
      within(screen.getByRole('dialog', { name: 'Add New User' })).getByLabelText('Email'),
    ).toHaveProperty('value', 'noor@shop.pk');
  });

  it('shows a taken email next to the email field', async () => {
    answers.create = [() => json({ error: 'An account with this email already exists' }, 409)];
    const dialog = await openAdd();
    fillNewUser(dialog, 'Str0ng!pass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(document.getElementById('field-email-error')?.textContent).toBe(
        'An account with this email already exists',
      ),
    );
  });

  it("falls back to 'Failed to create user' when the shop cannot be reached", async () => {
    answers.create = [networkDown];
    const dialog = await openAdd();
    fillNewUser(dialog, 'Str0ng!pass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Failed to create user'));
    // Still open, with what was typed, to try again.
    expect(
      within(screen.getByRole('dialog', { name: 'Add New User' })).getByLabelText('Username'),
    ).toHaveProperty('value', 'noor');
  });
});

describe('UsersScreen: Edit User', () => {
  it('keeps a verified email verified: the box is checked, off, and says why (back-office §4)', async () => {
    renderScreen('/admin/users');
    await table();
    const dialog = await openEdit('sana');
    const box = within(dialog).getByLabelText('Email verified');
    expect(box).toHaveProperty('checked', true);
    expect(box).toHaveProperty('disabled', true);
    // Read out with the box: its hint is what describes it.
    const hint = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('Verified: an address stays verified once it is.');
  });

  it('opens from its link (in the URL) and sends only the fields that changed', async () => {
    renderScreen('/admin/users?role=admin');
    await table();
    const dialog = await openEdit('bilal');
    expect(address()).toBe(`?role=admin&edit=${bilal.id}`);
    expect(within(dialog).getByLabelText('Username')).toHaveProperty('value', 'bilal');
    expect(within(dialog).getByLabelText('Email verified')).toHaveProperty('checked', false);
    expect(within(dialog).getByLabelText('Is admin')).toHaveProperty('checked', true);
    expect(within(dialog).getByLabelText('Role')).toHaveProperty('value', 'order_confirmation');

    fireEvent.click(within(dialog).getByLabelText('Email verified'));
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'cms' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('User updated'));
    expect(sent('PATCH')).toEqual([
      {
        path: `/api/admin/users/${bilal.id}`,
        method: 'PATCH',
        body: { emailVerified: true, role: 'cms' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('?role=admin');
    await waitFor(() => expect(valueOf(within(rowOf('bilal')).getAllByRole('cell')[2]!)).toBe('Verified'));
  });

  it('makes an account a customer again with "No role (customer)", and sends nothing when nothing changed', async () => {
    renderScreen();
    await table();
    let dialog = await openEdit('sana');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH')).toEqual([]);

    dialog = await openEdit('sana');
    type(within(dialog).getByLabelText('Username'), ' sana.k ');
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({ username: 'sana.k', role: null });
  });

  it("keeps the super admin's admin flag and role, with a note", async () => {
    renderScreen();
    await table();
    const dialog = await openEdit('admin');
    expect(within(dialog).getByLabelText('Is admin')).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText('Role')).toHaveProperty('disabled', true);
    const note = within(dialog).getByText(
      'This is the super admin: the admin flag and the role cannot be changed.',
    );
    expect(within(dialog).getByLabelText('Role').getAttribute('aria-describedby')).toContain(note.id);
    expect(within(dialog).getByLabelText('Username')).toHaveProperty('disabled', false);
  });

  it("shows the server's refusal in the toast and a taken email at its field", async () => {
    answers.update = [() => json({ error: 'Email "admin@shop.pk" is already registered' }, 409)];
    renderScreen();
    await table();
    const dialog = await openEdit('sana');
    type(within(dialog).getByLabelText('Email'), 'admin@shop.pk');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Email "admin@shop.pk" is already registered'),
    );
    expect(document.getElementById('field-email-error')?.textContent).toBe(
      'Email "admin@shop.pk" is already registered',
    );
    expect(within(screen.getByRole('dialog', { name: 'Edit User' })).getByLabelText('Email')).toHaveProperty(
      'value',
      'admin@shop.pk',
    );
    expect(toasts.notify).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update user'", async () => {
    answers.update = [networkDown];
    renderScreen();
    await table();
    const dialog = await openEdit('zara');
    fireEvent.click(within(dialog).getByLabelText('Is admin'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Failed to update user'));
  });

  it('says so when the URL names an account that is not there', async () => {
    renderScreen(`/admin/users?edit=${uuid(42)}`);
    await table();
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'User not found'));
    await waitFor(() => expect(address()).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('UsersScreen: Delete and failures', () => {
  it('deletes a user after the confirmation', async () => {
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Delete sana' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm.textContent).toContain('This action cannot be undone');
    expect(confirm.textContent).toContain('sana (sana@shop.pk) will be deleted');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(toasts.notify).toHaveBeenCalledWith('User deleted'));
    expect(sent('DELETE')).toEqual([
      { path: `/api/admin/users/${sana.id}`, method: 'DELETE', body: undefined },
    ]);
    await waitFor(() => expect(usernames()).toEqual(['zara', 'bilal', 'admin']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Delete zara' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('DELETE')).toEqual([]);
  });

  it("shows the server's message when a delete is refused, and keeps the confirmation open", async () => {
    answers.delete = [() => json({ error: 'You cannot delete your own account' }, 403)];
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Delete bilal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'You cannot delete your own account'),
    );
    expect(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Delete user',
      }),
    ).toHaveProperty('disabled', false);
    expect(usernames()).toContain('bilal');
  });

  it("falls back to 'Failed to delete user' and 'Failed to verify email'", async () => {
    answers.delete = [networkDown];
    answers.verify = [networkDown];
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Verify email of bilal' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Failed to verify email'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete zara' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Failed to delete user'));
  });

  it("shows the server's message when a verify is refused", async () => {
    answers.verify = [() => json({ error: 'This email is already verified' }, 409)];
    renderScreen();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Verify email of zara' }));
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'This email is already verified'),
    );
    expect(toasts.notify).not.toHaveBeenCalled();
  });
});
