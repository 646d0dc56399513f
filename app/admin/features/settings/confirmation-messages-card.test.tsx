// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIRMATION_MESSAGES } from '../../../../common/orders/confirmation-message';
import { SETTINGS_MESSAGES } from '../../../../common/settings/admin-settings-schemas';
import { editor, renderSettings, sent, serve } from './settings-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
});

const textarea = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;
const type = (label: string, value: string) => fireEvent.change(textarea(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
const patches = (api: ReturnType<typeof serve>) =>
  sent(api, 'PATCH', '/api/admin/settings').map((call) => call.body);
const messageOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby')?.split(' ')[0];
  return id?.endsWith('-error') ? document.getElementById(id)!.textContent : null;
};
/** The preview under a message (its caption names the field, for screen readers). */
const previewOf = (label: string) =>
  within(card())
    .getAllByRole('figure')
    .find((figure) => figure.textContent!.includes(`(${label})`))!;
const card = () => screen.getByRole('region', { name: 'Confirmation messages' });

async function renderCard(settings = {}) {
  const api = serve(editor, { siteName: 'Vitalix Organics', ...settings });
  renderSettings();
  await screen.findByRole('region', { name: 'Confirmation messages' });
  return api;
}

describe('the confirmation messages card', () => {
  it('shows the built-in messages, the Urdu one right to left, the placeholders and a filled preview', async () => {
    await renderCard();
    expect(textarea('English message').value).toBe(DEFAULT_CONFIRMATION_MESSAGES.en);
    const urdu = textarea('Urdu message');
    expect(urdu.value).toBe(DEFAULT_CONFIRMATION_MESSAGES.ur);
    expect(urdu.getAttribute('dir')).toBe('rtl');
    expect(urdu.getAttribute('lang')).toBe('ur');
    expect(
      within(card())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      '{name}',
      '{orderNumber}',
      '{items}',
      '{total}',
      '{address}',
      '{city}',
      '{shopName}',
      '{trackingLink}',
    ]);
    const english = previewOf('English message');
    expect(english.textContent).toContain('Assalam o Alaikum Ayesha Khan! This is Vitalix Organics.');
    expect(english.textContent).toContain('Total Rs 26,000.00');
    expect(english.textContent).not.toMatch(/\{\w+\}/);
    // Nothing to go back to while the built-in message is shown.
    for (const button of within(card()).getAllByRole('button', { name: /Use the built-in message/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('previews as it is typed, names an unknown placeholder and sends nothing until it is fixed', async () => {
    const api = await renderCard();
    type('English message', 'Hi {name}, your order {order} is {total}.');
    expect(previewOf('English message').textContent).toContain(
      'Hi Ayesha Khan, your order {order} is Rs 26,000.00.',
    );
    save();
    const english = textarea('English message');
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(english)).toBe(
      'English confirmation message: unknown placeholder {order}. Use {name}, {orderNumber}, {items}, {total}, {address}, {city}, {shopName}, {trackingLink}',
    );
    expect(document.activeElement).toBe(english);
    expect(patches(api)).toEqual([]);

    type('English message', 'Hi {name}, your order {orderNumber} is {total}.');
    await waitFor(() => expect(messageOf(english)).toBeNull());
    save();
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedDescription),
    );
    expect(patches(api)).toEqual([
      { confirmationMessageEn: 'Hi {name}, your order {orderNumber} is {total}.' },
    ]);
  });

  it('goes back to the built-in message, which is saved as none of the shop’s own', async () => {
    const api = await renderCard({ confirmationMessageUr: 'آرڈر {orderNumber}' });
    expect(textarea('Urdu message').value).toBe('آرڈر {orderNumber}');
    const reset = within(card()).getByRole('button', { name: 'Use the built-in message (Urdu message)' });
    expect((reset as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(reset);
    expect(textarea('Urdu message').value).toBe(DEFAULT_CONFIRMATION_MESSAGES.ur);
    save();
    await waitFor(() => expect(patches(api)).toEqual([{ confirmationMessageUr: null }]));
  });
});
