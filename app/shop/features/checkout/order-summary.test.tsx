// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../common/cart/cart-item';
import { COD_MESSAGES, type CodRules } from '../../../../common/orders/cod-rules';
import { OrderSummary } from './order-summary';
import { EveryWord } from '../../i18n/every-word';

/**
 * The checkout's summary under the Cash on Delivery rules (docs/storefront.md): the fee a line of its
 * own and in the total, as the server will charge it; an order outside the limits said so at once.
 */
afterEach(cleanup);

const honey: CartItem = {
  id: 'honey',
  cartItemId: 'honey',
  name: 'Sidr Honey',
  price: '4500.50',
  image: null,
  quantity: 2,
};
const rules = (overrides: Partial<CodRules>): CodRules => ({
  cities: null,
  minOrderPaisa: null,
  maxOrderPaisa: null,
  fee: null,
  ...overrides,
});
const summary = (cod?: CodRules) =>
  render(<OrderSummary items={[honey]} subtotal="9001.00" currencySymbol="Rs" cod={cod} />, {
    wrapper: EveryWord,
  });
const total = () => screen.getByTestId('checkout-total').textContent;

describe('OrderSummary', () => {
  it('shows the items alone without rules', () => {
    summary();
    expect(screen.queryByText(COD_MESSAGES.feeLine)).toBeNull();
    expect(total()).toBe('Rs 9,001.00');
  });

  it('adds a percentage fee as its own line, rounded as the server rounds it', () => {
    summary(rules({ fee: { kind: 'percent', hundredths: 250, firstOrderOnly: false } }));
    expect(screen.getByTestId('checkout-cod-fee').textContent).toBe('Cash on Delivery feeRs 225.03');
    expect(total()).toBe('Rs 9,226.03');
    expect(screen.queryByText(COD_MESSAGES.firstOrderNote)).toBeNull();
  });

  it('says a first-order-only fee may not be charged', () => {
    summary(rules({ fee: { kind: 'flat', paisa: 15_000, firstOrderOnly: true } }));
    expect(total()).toBe('Rs 9,151.00');
    expect(screen.getByTestId('checkout-cod-fee').textContent).toBe(
      `Cash on Delivery feeRs 150.00${COD_MESSAGES.firstOrderNote}`,
    );
  });

  it('says an order is outside the COD limits before the form is sent', () => {
    summary(rules({ minOrderPaisa: 1_000_000 }));
    expect(document.body.textContent).toContain(COD_MESSAGES.belowMinimum('Rs 10,000.00', 'Rs 9,001.00'));
    cleanup();
    summary(rules({ maxOrderPaisa: 900_100 }));
    expect(screen.queryByText(/Cash on Delivery orders/)).toBeNull();
  });
});
