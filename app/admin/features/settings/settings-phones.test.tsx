// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/admin-test-kit';
import { editor, renderSettings, sent, serve } from './settings-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
});

// The server's words (modules/settings/settings-phones.ts), as a refusal carries them.
const CONTACT_REFUSED =
  'Contact phone: Enter a Pakistani phone number, for example 0300 1234567 or +92 300 1234567';
const WHATSAPP_REFUSED =
  'WhatsApp number: Enter a Pakistani mobile number, for example 0300 1234567 or +92 300 1234567';
const STORED_WHATSAPP_PROBLEM =
  'This number cannot open a WhatsApp chat (it is not a Pakistani mobile number), so the shop hides its WhatsApp button and sends no WhatsApp notifications. Enter it again to correct it.';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The words a control is described by (its message, then its hint), as a screen reader reads them. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

async function renderForm(settings = {}) {
  const api = serve(editor, settings);
  renderSettings();
  await screen.findByRole('region', { name: 'Contact Information' });
  return api;
}

describe('the phone numbers on the settings screen (back-office §2 Contact Information)', () => {
  it("shows the server's refusal of each number under its field and keeps what was typed", async () => {
    const api = await renderForm();
    api.answers.settingsPatch = [
      () =>
        json(
          {
            error: CONTACT_REFUSED,
            details: [`contactPhone: ${CONTACT_REFUSED}`, `whatsappNumber: ${WHATSAPP_REFUSED}`],
          },
          400,
        ),
    ];
    type('Contact phone', '12345');
    type('WhatsApp number', '042 35761234x');
    save();
    await waitFor(() => expect(description(field('Contact phone'))).toContain(CONTACT_REFUSED));
    expect(description(field('WhatsApp number'))).toContain(WHATSAPP_REFUSED);
    expect(field('Contact phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Contact phone'));
    expect(toasts.notifyError).toHaveBeenCalledWith('Error', CONTACT_REFUSED);
    expect(field('WhatsApp number').value).toBe('042 35761234x');
    expect(toasts.notify).not.toHaveBeenCalled();
  });

  it('shows a number as the server saved it (E.164) once saved', async () => {
    const api = await renderForm();
    api.answers.settingsPatch = [
      () => json({ ...api.settings, whatsappNumber: '+923001234567', updatedAt: '2026-11-21T10:00:00.000Z' }),
    ];
    type('WhatsApp number', '0300-1234567');
    save();
    await waitFor(() => expect(field('WhatsApp number').value).toBe('+923001234567'));
    expect(sent(api, 'PATCH', '/api/admin/settings').map((call) => call.body)).toEqual([
      { whatsappNumber: '0300-1234567' },
    ]);
  });

  it('says why a stored number the shop cannot use has no link, until it is typed again', async () => {
    await renderForm({
      whatsappNumber: '042 35761234',
      phoneProblems: { whatsappNumber: STORED_WHATSAPP_PROBLEM },
    });
    expect(description(field('WhatsApp number'))).toBe(STORED_WHATSAPP_PROBLEM);
    expect(description(field('Contact phone'))).not.toContain('cannot');
    type('WhatsApp number', '0300 1234567');
    expect(description(field('WhatsApp number'))).not.toContain(STORED_WHATSAPP_PROBLEM);
  });
});

describe('the WhatsApp notifications switch (back-office §2 Notification Settings)', () => {
  const whatsappSwitch = () => screen.getByRole('switch', { name: 'WhatsApp notifications for new orders' });

  it('says "Not connected" when the server has no WhatsApp credentials, and can still be set', async () => {
    await renderForm({ whatsappConnected: false });
    expect(description(whatsappSwitch())).toMatch(/^Not connected\. This server has no WhatsApp Business/);
    expect(whatsappSwitch()).toHaveProperty('disabled', false);
  });

  it('says nothing of a connection when WhatsApp is connected', async () => {
    await renderForm({ whatsappConnected: true });
    expect(description(whatsappSwitch())).toBe(
      'A WhatsApp message to the shop’s WhatsApp number for each new order.',
    );
  });
});
