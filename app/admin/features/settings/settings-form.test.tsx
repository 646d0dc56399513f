// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_MESSAGES } from '../../../../common/settings/admin-settings-schemas';
import { adminKeys } from '../../data/query-keys';
import { PUBLIC_SETTINGS_KEY } from '../../shell/site-brand';
import { json, settingsFixture } from '../../testing/admin-test-kit';
import { changedFields, checkSettings, formValuesOf, turnsMaintenanceOn } from './settings-form-rules';
import { editor, networkFailure, renderSettings, sent, serve, superAdmin } from './settings-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
});

/** The line beside Save Settings that says whether anything is left to save. */
const unsaved = () => screen.getByText(/unsaved changes\.$/).textContent;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby')?.split(' ')[0];
  return id?.endsWith('-error') ? document.getElementById(id)!.textContent : null;
};
const flip = (name: string) => fireEvent.click(screen.getByRole('switch', { name }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
const patches = (api: ReturnType<typeof serve>) =>
  sent(api, 'PATCH', '/api/admin/settings').map((call) => call.body);

async function renderForm(user = editor, settings = {}) {
  const api = serve(user, settings);
  const client = renderSettings();
  await screen.findByRole('region', { name: 'General Information' });
  return { api, client };
}

describe('the settings rules', () => {
  const loaded = formValuesOf(
    settingsFixture({ siteName: 'Vitalix Organics', contactPhone: '0300 1234567' }),
  );

  it('tells what changed, ignoring surrounding spaces', () => {
    expect(changedFields(loaded, { ...loaded, siteName: ' Vitalix Organics ' })).toEqual({});
    expect(
      changedFields(loaded, { ...loaded, contactPhone: '', maintenanceMode: true, currencySymbol: '₨' }),
    ).toEqual({ contactPhone: '', maintenanceMode: true, currencySymbol: '₨' });
  });

  it('checks with the API schema and sends its output: emptied text as null, the currency in capitals', () => {
    expect(checkSettings({ contactPhone: '', defaultCurrency: ' usd ', siteName: ' Shop ' })).toEqual({
      ok: true,
      body: { contactPhone: null, defaultCurrency: 'USD', siteName: 'Shop' },
    });
    expect(checkSettings({ siteName: '  ', twitterUrl: 'ftp://x.example' })).toEqual({
      ok: false,
      errors: {
        siteName: 'Site name is required',
        twitterUrl: `Twitter: ${SETTINGS_MESSAGES.socialUrl}`,
      },
    });
  });

  it('knows a save that turns maintenance mode on', () => {
    expect(turnsMaintenanceOn(loaded, { maintenanceMode: true })).toBe(true);
    expect(turnsMaintenanceOn(loaded, { siteName: 'x' })).toBe(false);
    expect(turnsMaintenanceOn({ ...loaded, maintenanceMode: true }, { maintenanceMode: true })).toBe(false);
  });
});

describe('SettingsForm', () => {
  it("refuses an empty site name at its field with 'Site name is required', sending nothing", async () => {
    const { api } = await renderForm();
    type('Site name', '   ');
    save();
    const siteName = field('Site name');
    await waitFor(() => expect(siteName.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(siteName)).toBe('Site name is required');
    expect(document.activeElement).toBe(siteName);
    expect(patches(api)).toEqual([]);
  });

  it('refuses javascript: and ftp: social addresses in the browser, with the schema words', async () => {
    const { api } = await renderForm();
    type('Facebook URL', 'javascript:alert(1)');
    type('YouTube URL', 'ftp://videos.example.pk/shop');
    type('Instagram URL', 'https://instagram.com/vitalix');
    save();
    await waitFor(() =>
      expect(messageOf(field('Facebook URL'))).toBe(
        'Facebook: Enter a web address starting with http:// or https://',
      ),
    );
    expect(messageOf(field('YouTube URL'))).toBe(
      'YouTube: Enter a web address starting with http:// or https://',
    );
    expect(messageOf(field('Instagram URL'))).toBeNull();
    expect(document.activeElement).toBe(field('Facebook URL'));
    expect(patches(api)).toEqual([]);

    // Fixed, the message goes as the address is typed.
    type('Facebook URL', 'https://facebook.com/vitalix');
    await waitFor(() => expect(messageOf(field('Facebook URL'))).toBeNull());
  });

  it('shows a field message once the field is left, not while it is first typed', async () => {
    await renderForm();
    const email = field('Contact email');
    type('Contact email', 'not-an-email');
    expect(messageOf(email)).toBeNull();
    fireEvent.blur(email);
    await waitFor(() => expect(messageOf(email)).toBe('Invalid email address'));
  });

  it('sends only the changed settings, says so, and reads the public settings again', async () => {
    const { api, client } = await renderForm(superAdmin, { contactPhone: '0300 1234567' });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    type('Site description', 'Raw honey and herbs from the north.');
    type('Contact phone', '');
    flip('WhatsApp notifications for new orders');
    type('Default currency', 'usd');
    expect(unsaved()).toBe('You have unsaved changes.');
    save();

    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedDescription),
    );
    expect(patches(api)).toEqual([
      {
        siteDescription: 'Raw honey and herbs from the north.',
        contactPhone: null,
        whatsappNotificationsEnabled: false,
        defaultCurrency: 'USD',
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.settings });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PUBLIC_SETTINGS_KEY });
    // The form starts again from what was saved: nothing left to send.
    await waitFor(() => expect(unsaved()).toBe('No unsaved changes.'));
    expect(field('Default currency').value).toBe('USD');
    save();
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenLastCalledWith(
        'Nothing to save',
        'No setting has changed since the settings were loaded.',
      ),
    );
    expect(patches(api)).toHaveLength(1);
  });

  it('switches confirmation by WhatsApp button on with its wait and stop word, refusing a wait under 5 minutes', async () => {
    const { api } = await renderForm(superAdmin);
    const card = within(screen.getByRole('region', { name: 'WhatsApp with customers' }));
    expect(card.queryByText('Not connected.')).toBeNull();
    flip('Confirmation by WhatsApp button');
    type('Minutes to wait for an answer', '2');
    type('Stop word besides STOP', ' بند کریں ');
    save();
    await waitFor(() =>
      expect(messageOf(field('Minutes to wait for an answer'))).toBe(
        'The wait for a WhatsApp answer must be at least 5 minutes',
      ),
    );
    expect(patches(api)).toEqual([]);

    type('Minutes to wait for an answer', '15');
    save();
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({
      whatsappAutoConfirm: true,
      whatsappNoReplyMinutes: 15,
      whatsappStopWord: 'بند کریں',
    });
  });

  it('says the customers’ WhatsApp is not connected without credentials', async () => {
    await renderForm(superAdmin, { whatsappConnected: false });
    const card = within(screen.getByRole('region', { name: 'WhatsApp with customers' }));
    expect(card.getByText('Not connected.')).toBeInstanceOf(HTMLElement);
  });

  it('saves the Meta Pixel ID and when a purchase is reported, refusing an id that is not digits', async () => {
    const { api } = await renderForm();
    const ads = within(screen.getByRole('region', { name: 'Ads and analytics' }));
    expect((ads.getByLabelText('Report a purchase') as HTMLSelectElement).value).toBe('delivered');
    type('Meta Pixel ID', 'fbq-123');
    save();
    await waitFor(() =>
      expect(messageOf(field('Meta Pixel ID'))).toBe(
        'The Meta Pixel ID is the number Events Manager shows, digits only',
      ),
    );

    type('Meta Pixel ID', ' 1234567890123456 ');
    fireEvent.change(ads.getByLabelText('Report a purchase'), { target: { value: 'placed' } });
    save();
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({ metaPixelId: '1234567890123456', purchaseReportedWhen: 'placed' });
  });

  it('says which ad services this server reports to', async () => {
    await renderForm(superAdmin, { adsConnected: { metaConversions: true, ga4: false } });
    const ads = within(screen.getByRole('region', { name: 'Ads and analytics' }));
    expect(ads.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Meta Conversions API: connected, but no Meta Pixel ID saved, so nothing is sent',
      'Google Analytics: not connected (GA4_MEASUREMENT_ID and GA4_API_SECRET not set on this server)',
    ]);
    cleanup();
    await renderForm(superAdmin, {
      metaPixelId: '1234567890123456',
      adsConnected: { metaConversions: true, ga4: true },
    });
    const connected = within(screen.getByRole('region', { name: 'Ads and analytics' }));
    expect(connected.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Meta Conversions API: connected',
      'Google Analytics: connected',
    ]);
  });

  it("says 'Failed to update settings' when the shop is unreachable, or the server's message, keeping the edits", async () => {
    const { api } = await renderForm();
    api.answers.settingsPatch = [networkFailure, () => json({ error: 'Site name is too long' }, 400)];
    type('Site name', 'Vitalix Shop');
    save();
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Error', SETTINGS_MESSAGES.failed));
    expect(field('Site name').value).toBe('Vitalix Shop');
    expect(unsaved()).toBe('You have unsaved changes.');

    save();
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', 'Site name is too long'),
    );
    expect(patches(api)).toEqual([{ siteName: 'Vitalix Shop' }, { siteName: 'Vitalix Shop' }]);
    expect(toasts.notify).not.toHaveBeenCalled();
  });

  it('asks before a save that turns maintenance mode on, and warns what it does', async () => {
    const { api } = await renderForm();
    expect(screen.queryByText(/orders are refused/)).toBeNull();
    flip('Maintenance mode');
    const system = screen.getByRole('region', { name: 'System Settings' });
    expect(within(system).getByRole('status').textContent).toMatch(
      /visitors see the maintenance page and orders are refused/,
    );

    save();
    let ask = await screen.findByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep the shop open' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches(api)).toEqual([]);

    save();
    ask = await screen.findByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Turn on and save' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches(api)).toEqual([{ maintenanceMode: true }]);
    expect(toasts.notify).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedDescription);
    await waitFor(() =>
      expect(within(system).getByRole('status').textContent).toBe(SETTINGS_MESSAGES.maintenanceOn),
    );
  });

  it('saves turning maintenance mode off without asking', async () => {
    const { api } = await renderForm(editor, { maintenanceMode: true });
    const system = screen.getByRole('region', { name: 'System Settings' });
    expect(within(system).getByRole('status').textContent).toBe(SETTINGS_MESSAGES.maintenanceOn);
    flip('Maintenance mode');
    save();
    await waitFor(() => expect(patches(api)).toEqual([{ maintenanceMode: false }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before leaving the screen with unsaved settings', async () => {
    await renderForm();
    type('Site name', 'Vitalix Shop');
    fireEvent.click(screen.getByRole('link', { name: 'Go to orders' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('Site name').value).toBe('Vitalix Shop');

    fireEvent.click(screen.getByRole('link', { name: 'Go to orders' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await screen.findByRole('heading', { name: 'Orders' });
    expect(screen.queryByRole('form', { name: 'Site settings' })).toBeNull();
  });
});
