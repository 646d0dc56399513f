// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/admin-test-kit';
import {
  callLines,
  confirmer,
  editor,
  renderSettings,
  sent,
  serve,
  superAdmin,
  type Api,
} from './settings-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
});

const SETTINGS_CARDS = [
  'General Information',
  'Contact Information',
  'Social Media',
  'Notification Settings',
  'Confirmation messages',
  'WhatsApp with customers',
  'Shipping',
  'Ads and analytics',
  'Cash on Delivery rules',
  'System Settings',
  'WhatsApp templates',
];

const region = (name: string) => screen.findByRole('region', { name });
/** The cards shown, top to bottom, by their headings. */
const cardNames = () =>
  screen
    .getAllByRole('region')
    .map((card) => document.getElementById(card.getAttribute('aria-labelledby')!)!.textContent);
/** What cms staff and the super admin see: the profile, then the settings, the logo in General Information. */
const ALL_CARDS = ['Admin Profile', SETTINGS_CARDS[0], 'Site logo', ...SETTINGS_CARDS.slice(1)];
const cardLogo = () => screen.getByRole('img', { name: /site logo/ });

/** A profile card's three facts, as read: 'Username: sana'. */
function facts(card: HTMLElement) {
  return within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('SettingsScreen', () => {
  it('shows cms staff their profile and every settings card, filled from the settings', async () => {
    serve(editor, {
      siteName: 'Vitalix Organics',
      contactEmail: 'hello@vitalix.pk',
      facebookUrl: 'https://facebook.com/vitalix',
      whatsappNotificationsEnabled: false,
    });
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toHaveProperty('tagName', 'H1');
    const profile = await region('Admin Profile');
    expect(facts(profile)).toEqual(['Username: sana', 'Email: sana@example.pk', 'Role: Content manager']);
    expect(within(profile).queryByText('Admin')).toBeNull();
    expect(within(profile).getByRole('button', { name: 'Edit Profile' })).toHaveProperty('disabled', false);
    expect(within(profile).getByRole('button', { name: 'Change Password' })).toHaveProperty(
      'disabled',
      false,
    );

    await region('System Settings');
    expect(cardNames()).toEqual(ALL_CARDS);
    const general = await region('General Information');
    expect(general.contains(screen.getByRole('region', { name: 'Site logo' }))).toBe(true);
    expect((screen.getByLabelText('Site name') as HTMLInputElement).value).toBe('Vitalix Organics');
    expect((screen.getByLabelText('Contact email') as HTMLInputElement).value).toBe('hello@vitalix.pk');
    expect((screen.getByLabelText('Facebook URL') as HTMLInputElement).value).toBe(
      'https://facebook.com/vitalix',
    );
    expect((screen.getByLabelText('Instagram URL') as HTMLInputElement).value).toBe('');
    const email = screen.getByRole('switch', { name: 'Email notifications for new orders' });
    const whatsapp = screen.getByRole('switch', { name: 'WhatsApp notifications for new orders' });
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(whatsapp.getAttribute('aria-checked')).toBe('false');
    expect((await region('Notification Settings')).textContent).toContain(
      'A change applies from the next order placed; orders already placed are not notified again.',
    );
    expect(screen.getByRole('switch', { name: 'Maintenance mode' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect((screen.getByLabelText('Default currency') as HTMLInputElement).value).toBe('PKR');
    expect((screen.getByLabelText('Currency symbol') as HTMLInputElement).value).toBe('Rs');
    expect(screen.getByRole('button', { name: 'Save Settings' })).toHaveProperty('disabled', false);
  });

  it('shows the super admin the Admin badge and every card', async () => {
    serve(superAdmin);
    renderSettings();
    const profile = await region('Admin Profile');
    expect(profile.textContent).toContain('Admin');
    await waitFor(() =>
      expect(facts(profile)).toEqual(['Username: admin', 'Email: admin@example.pk', 'Role: Super admin']),
    );
    await region('System Settings');
    expect(cardNames()).toEqual(ALL_CARDS);
  });

  it('shows order confirmation staff their profile alone, and reads no settings for them', async () => {
    const api = serve(confirmer);
    renderSettings();
    const profile = await region('Admin Profile');
    await waitFor(() => expect(callLines(api)).toContain('GET /api/admin/profile'));
    expect(facts(profile)).toEqual([
      'Username: amina',
      'Email: amina@example.pk',
      'Role: Order confirmation',
    ]);
    expect(within(profile).getByRole('button', { name: 'Edit Profile' })).toHaveProperty('disabled', false);
    expect(within(profile).getByRole('button', { name: 'Change Password' })).toHaveProperty(
      'disabled',
      false,
    );
    for (const name of [...SETTINGS_CARDS, 'Site logo']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    expect(callLines(api)).toEqual(['GET /api/auth/status', 'GET /api/admin/profile']);
  });

  it('offers to try again when the settings cannot be read', async () => {
    const api = serve(editor);
    api.answers.settingsGet = [() => json({ error: 'Forbidden' }, 403)];
    renderSettings();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The settings could not be loaded');
    expect(failure.textContent).toContain('Forbidden');
    // The profile does not depend on the settings.
    const profile = await region('Admin Profile');
    await waitFor(() =>
      expect(facts(profile)).toEqual(['Username: sana', 'Email: sana@example.pk', 'Role: Content manager']),
    );
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await region('System Settings');
    expect(cardNames()).toEqual(ALL_CARDS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the old logo back in the settings when the save fails, and keeps the new one when it works', async () => {
    const api: Api = serve(editor);
    api.answers.settingsPatch = [() => json({ error: 'Internal server error' }, 500)];
    renderSettings();
    const logo = await region('Site logo');
    await waitFor(() => expect(cardLogo().getAttribute('src')).toBe('/uploads/old-logo.png'));

    const choose = async () => {
      fireEvent.click(within(logo).getByRole('button', { name: 'Choose from library' }));
      const picker = await screen.findByRole('dialog', { name: 'Choose a logo' });
      fireEvent.doubleClick(await within(picker).findByRole('button', { name: 'leaf.png' }));
    };
    await choose();
    expect((await within(logo).findByRole('alert')).textContent).toBe('Upload failed: Internal server error');
    expect(cardLogo().getAttribute('src')).toBe('/uploads/old-logo.png');

    await choose();
    await waitFor(() => expect(within(logo).getByRole('status').textContent).toContain('Logo saved'));
    expect(cardLogo().getAttribute('src')).toBe('/uploads/leaf.png');
    expect(within(logo).queryByRole('alert')).toBeNull();
    expect(sent(api, 'PATCH', '/api/admin/settings').at(-1)?.body).toEqual({ logoUrl: '/uploads/leaf.png' });
    // The logo is saved on its own: the form has nothing left to save.
    expect(screen.getByText(/unsaved changes/).textContent).toBe('No unsaved changes.');
  });
});
