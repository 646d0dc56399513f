import { randomUUID } from 'node:crypto';
import { newClientAddress, send, type Reply } from './http-client';

/** One shopper's order as the checkout sends it: POST /api/orders, with an Idempotency-Key. */
export type OrderAttempt = {
  key: string;
  productId: string;
  quantity: number;
  /** The shopper's own address: the order rate limit (5 a minute) counts per address. */
  from: string;
  body: unknown;
};

let shoppers = 0;

/**
 * A new shopper buying `quantity` of one product, with an email and a phone of their own: the shop mails
 * at most three confirmations an hour to one address or phone (confirmation-allowance.ts).
 */
export function newOrder(productId: string, quantity: number): OrderAttempt {
  const n = ++shoppers;
  return {
    key: randomUUID(),
    productId,
    quantity,
    from: newClientAddress(),
    body: {
      order: {
        customerName: `Cluster Shopper ${n}`,
        customerEmail: `shopper${n}@cluster.test`,
        customerPhone: `0301 ${String(1_000_000 + n).padStart(7, '0')}`,
        shippingAddress: `House ${n}, Street 2, Gulberg`,
        city: 'Lahore',
      },
      items: [{ productId, quantity }],
    },
  };
}

export function placeOrder(shopUrl: string, attempt: OrderAttempt): Promise<Reply> {
  return send(`${shopUrl}/api/orders`, {
    method: 'POST',
    body: attempt.body,
    headers: { 'idempotency-key': attempt.key },
    from: attempt.from,
  });
}

/** The order id of a 201 (new) or 200 (the same key again) answer; throws on anything else. */
export function orderId(reply: Reply): string {
  if (reply.status !== 201 && reply.status !== 200) {
    throw new Error(`order refused: ${reply.status} ${reply.text()}`);
  }
  return reply.json<{ id: string }>().id;
}
