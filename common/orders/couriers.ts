/**
 * The couriers a Pakistani Cash-on-Delivery shop ships with (decision 022, docs/couriers.md), and where a shopper or staff
 * member follows a parcel. The tracking pages are the couriers' public ones, with the tracking number in
 * the address as each courier's own site links to it; couriers change these pages now and then, so they
 * live here, in one place, and `docs/couriers.md` says how booking through their APIs would fit.
 */
export const COURIERS = [
  { key: 'tcs', name: 'TCS', tracking: 'https://www.tcsexpress.com/track/{cn}' },
  { key: 'leopards', name: 'Leopards', tracking: 'https://www.leopardscourier.com/tracking?cn={cn}' },
  { key: 'postex', name: 'PostEx', tracking: 'https://postex.pk/tracking?cn={cn}' },
  { key: 'trax', name: 'Trax', tracking: 'https://trax.pk/tracking?cn={cn}' },
  { key: 'mnp', name: 'M&P', tracking: 'https://www.mulphilog.com/track-shipment/?cn={cn}' },
  { key: 'callcourier', name: 'Call Courier', tracking: 'https://callcourier.com.pk/tracking/?tc={cn}' },
  { key: 'other', name: 'Other', tracking: null },
] as const satisfies ReadonlyArray<{ key: string; name: string; tracking: string | null }>;

export type CourierKey = (typeof COURIERS)[number]['key'];
export const COURIER_KEYS = COURIERS.map((courier) => courier.key) as [CourierKey, ...CourierKey[]];

/** A tracking number as couriers print them: letters, digits and dashes, 4 to 40 of them. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

export function courierName(key: CourierKey): string {
  return COURIERS.find((courier) => courier.key === key)!.name;
}

/** The courier's public tracking page for a parcel, or null for a courier without one (Other). */
export function trackingUrl(key: CourierKey, trackingNumber: string): string | null {
  const template = COURIERS.find((courier) => courier.key === key)?.tracking;
  return template ? template.replace('{cn}', encodeURIComponent(trackingNumber)) : null;
}
