// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHATSAPP_TEMPLATES } from '../../../../common/notifications/whatsapp-templates';
import { editor, renderSettings, sent, serve } from './settings-test-kit';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
});

async function renderCard(settings = {}) {
  const api = serve(editor, settings);
  renderSettings();
  const card = await screen.findByRole('region', { name: 'WhatsApp templates' });
  return { api, card };
}

describe('the WhatsApp templates card (docs/whatsapp.md)', () => {
  it('shows each template’s text to register in English and Urdu, under the name to register', async () => {
    const { card } = await renderCard();
    const received = within(card).getByRole('group', { name: 'Template order_received' });
    expect(within(received).getByText(WHATSAPP_TEMPLATES.order_received.body.en)).toHaveProperty(
      'lang',
      'en',
    );
    const urdu = within(received).getByText(WHATSAPP_TEMPLATES.order_received.body.ur);
    expect([urdu.getAttribute('lang'), urdu.getAttribute('dir')]).toEqual(['ur', 'rtl']);
    expect(received.textContent).toContain('Quick replies: Confirm / تصدیق کریں, Cancel / منسوخ کریں');
    expect((within(received).getByRole('textbox') as HTMLInputElement).value).toBe('order_received');
    expect(within(card).getAllByRole('group')).toHaveLength(Object.keys(WHATSAPP_TEMPLATES).length);
    expect(card.textContent).not.toContain('Not connected');
  });

  it('saves a name Meta approved and the language, sending only names that differ from the catalogue’s', async () => {
    const { api, card } = await renderCard({ whatsappTemplateNames: { low_stock_shop: 'kam_stock' } });
    const received = within(card).getByRole('group', { name: 'Template order_received' });
    fireEvent.change(within(received).getByRole('textbox'), { target: { value: 'order_received_v2' } });
    fireEvent.change(within(card).getByLabelText(/^Language of the messages/), { target: { value: 'ur' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save templates' }));
    await waitFor(() =>
      expect(sent(api, 'PATCH', '/api/admin/settings').map((call) => call.body)).toEqual([
        {
          whatsappLanguage: 'ur',
          whatsappTemplateNames: { low_stock_shop: 'kam_stock', order_received: 'order_received_v2' },
        },
      ]),
    );
    expect(toasts.notify).toHaveBeenCalledWith(
      'Settings saved',
      'WhatsApp messages use these templates from now on.',
    );
  });

  it('refuses a name Meta would not take at its field, sending nothing', async () => {
    const { api, card } = await renderCard();
    const shipped = within(card).getByRole('group', { name: 'Template order_shipped' });
    fireEvent.change(within(shipped).getByRole('textbox'), { target: { value: 'Order Shipped!' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save templates' }));
    await within(shipped).findByText(
      'A template name is lower-case letters, digits and underscores, as Meta names templates',
    );
    expect(sent(api, 'PATCH', '/api/admin/settings')).toEqual([]);
  });

  it('says it is not connected without WhatsApp credentials', async () => {
    const { card } = await renderCard({ whatsappConnected: false });
    expect(card.textContent).toContain('Not connected.');
  });
});
