import { randomUUID } from 'node:crypto';
import type { CourierCity, ParcelToBook } from '../modules/orders/couriers/courier-api';

/**
 * What the couriers' client tests share (docs/couriers.md): a parcel as the shop books it, and a push's
 * answer as a stand-in reads it.
 */

/** A parcel to `city`, with a fresh reference; a test overrides what it looks at. */
export function parcelToBook(
  city: CourierCity,
  overrides: Partial<Omit<ParcelToBook, 'consignee'>> & {
    consignee?: Partial<ParcelToBook['consignee']>;
  } = {},
): ParcelToBook {
  const reference = overrides.reference ?? randomUUID();
  const { consignee, ...rest } = overrides;
  return {
    reference,
    orderNumber: reference.slice(0, 8),
    codAmount: '4500.00',
    pieces: 2,
    weightGrams: 1250,
    description: 'Vitalix x2, Honey 500 g x1',
    instructions: 'Call before delivery',
    ...rest,
    consignee: {
      name: 'Ayesha Khan',
      phone: '03001234567',
      email: 'ayesha@example.pk',
      address: 'House 12, Street 4, Gulberg III',
      city,
      ...consignee,
    },
  };
}

/** The shop's answer to a pushed event: its status, and its body as JSON where it is JSON, else text. */
export async function pushAnswer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}
