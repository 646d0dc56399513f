// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COD_SETTINGS_MESSAGES } from '../../../../common/settings/cod-settings';
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

async function renderCard(settings = {}) {
  const api = serve(editor, settings);
  renderSettings();
  const card = within(await screen.findByRole('region', { name: 'Cash on Delivery rules' }));
  return { api, card };
}
const patches = (api: ReturnType<typeof serve>) =>
  sent(api, 'PATCH', '/api/admin/settings').map((call) => call.body);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
/** The message under a field (its first description when that is its error). */
const messageOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby')?.split(' ')[0];
  return id?.endsWith('-error') ? document.getElementById(id)!.textContent : null;
};
const saved = () =>
  waitFor(() =>
    expect(toasts.notify).toHaveBeenCalledWith(SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedDescription),
  );

describe('the Cash on Delivery rules card', () => {
  it('limits the cities to those ticked, refusing a limit with none, and sends them in the list’s order', async () => {
    const { api, card } = await renderCard();
    expect(card.queryByRole('group', { name: 'Cities' })).toBeNull();
    fireEvent.click(card.getByRole('switch', { name: 'Cash on Delivery to listed cities only' }));
    const cities = card.getByRole('group', { name: 'Cities' });
    save();
    await waitFor(() => expect(messageOf(cities)).toBe(COD_SETTINGS_MESSAGES.citiesRequired));
    expect(document.activeElement).toBe(cities);
    expect(patches(api)).toEqual([]);

    fireEvent.click(within(cities).getByRole('checkbox', { name: 'Quetta' }));
    fireEvent.click(within(cities).getByRole('checkbox', { name: 'Lahore' }));
    expect(cities.textContent).toContain(`2 of 53 chosen.`);
    save();
    await saved();
    expect(patches(api)).toEqual([{ codCitiesLimited: true, codCities: ['Lahore', 'Quetta'] }]);
  });

  it('asks a flat fee for its amount, read as one amount, and offers first orders only once a fee is chosen', async () => {
    const { api, card } = await renderCard();
    expect(card.queryByRole('switch', { name: 'On first orders only' })).toBeNull();
    fireEvent.change(card.getByLabelText('Cash on Delivery fee'), { target: { value: 'flat' } });
    const amount = card.getByLabelText('Fee (Rs)');
    save();
    await waitFor(() => expect(messageOf(amount)).toBe(COD_SETTINGS_MESSAGES.amountRequired));
    expect(patches(api)).toEqual([]);

    fireEvent.change(amount, { target: { value: 'Rs. 1,50' } });
    save();
    await waitFor(() => expect(messageOf(amount)).toMatch(/^Fee has a comma in the wrong place/));
    fireEvent.change(amount, { target: { value: 'Rs. 150' } });
    fireEvent.click(card.getByRole('switch', { name: 'On first orders only' }));
    save();
    await saved();
    expect(patches(api)).toEqual([
      { codFeeKind: 'flat', codFeeAmount: '150.00', codFeeFirstOrderOnly: true },
    ]);
  });

  it('refuses a maximum under the minimum saved already, and a percentage out of range', async () => {
    const { api, card } = await renderCard({ codMinOrder: '2000.00' });
    expect(card.getByLabelText('Minimum order (Rs)')).toHaveProperty('value', '2000.00');
    const maximum = card.getByLabelText('Maximum order (Rs)');
    fireEvent.change(maximum, { target: { value: '1500' } });
    save();
    await waitFor(() => expect(messageOf(maximum)).toBe(COD_SETTINGS_MESSAGES.maxBelowMin('Rs 2,000.00')));
    expect(patches(api)).toEqual([]);

    fireEvent.change(maximum, { target: { value: '50,000' } });
    fireEvent.change(card.getByLabelText('Cash on Delivery fee'), { target: { value: 'percent' } });
    const percent = card.getByLabelText('Fee percentage (%)');
    fireEvent.change(percent, { target: { value: '120' } });
    save();
    await waitFor(() => expect(messageOf(percent)).toBe(COD_SETTINGS_MESSAGES.percent));
    expect(messageOf(maximum)).toBeNull();
    fireEvent.change(percent, { target: { value: '2.5 %' } });
    save();
    await saved();
    expect(patches(api)).toEqual([{ codMaxOrder: '50000.00', codFeeKind: 'percent', codFeePercent: '2.50' }]);
  });
});
