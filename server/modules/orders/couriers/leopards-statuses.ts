import type { ParcelStatus } from './courier-api';

/**
 * Leopards' statuses in the shop's words (docs/couriers/leopards.md has the table). Leopards speaks two
 * vocabularies: its Push API sends a short code (`DV`, `PN1`), its tracking call the status as its portal
 * writes it ("Delivered", "Pending"). Both are kept on the event as Leopards gave them.
 */

/** The Push API's codes, with the name Leopards' Push API documentation gives each. */
const PUSH_CODES: Record<string, { name: string; status: ParcelStatus }> = {
  // "Consignment Booked" is Leopards' scan in its own facility: the parcel has left the shop.
  RC: { name: 'Consignment Booked (Shipment Scanned In LCS Facility)', status: 'picked' },
  SP: { name: 'Shipment Picked', status: 'picked' },
  AR: { name: 'Arrived At Station', status: 'in-transit' },
  DP: { name: 'Dispatched', status: 'in-transit' },
  AC: { name: 'Assigned To Courier (Out For Delivery)', status: 'out-for-delivery' },
  DV: { name: 'Delivered', status: 'delivered' },
  PN1: { name: 'First Attempt In Forward Leg', status: 'attempted' },
  PN2: { name: 'Second Attempt In Forward Leg', status: 'attempted' },
  NR: { name: 'Ready for Return', status: 'return-in-transit' },
  RO: { name: 'Being Return', status: 'return-in-transit' },
  // An attempt to hand the parcel back to the shop failed: it is still on its way back.
  RN1: { name: 'First Attempt In Reverse Leg', status: 'return-in-transit' },
  RN2: { name: 'Second Attempt In Reverse Leg', status: 'return-in-transit' },
  RS: { name: 'Returned to Shipper', status: 'returned' },
  RW: { name: 'Returned to Warehouse', status: 'returned' },
  // Terminal statuses of the return leg as the documentation lists them (the warehouse and the vendor are
  // the shipper's); staff confirm a return before the order changes (docs/couriers.md).
  DW: { name: 'Delivered to Warehouse', status: 'returned' },
  DR: { name: 'Delivered to Vendor', status: 'returned' },
};

/**
 * The tracking call's status texts (lower case), as Leopards' portal lists them. A cancelled booking is
 * no step of a parcel's journey: the shop cancels through `cancel` and keeps no event for it (null).
 */
const TRACK_TEXTS: Record<string, ParcelStatus | null> = {
  'pickup request not send': 'booked',
  'pickup request sent': 'booked',
  booked: 'booked',
  'consignment booked': 'picked',
  'shipment picked': 'picked',
  'drop off at express center': 'picked',
  'arrived at station': 'in-transit',
  dispatched: 'in-transit',
  'in transit': 'in-transit',
  missroute: 'in-transit',
  'assign to courier': 'out-for-delivery',
  'assigned to courier': 'out-for-delivery',
  delivered: 'delivered',
  pending: 'attempted',
  'ready for return': 'return-in-transit',
  'being return': 'return-in-transit',
  'returned to shipper': 'returned',
  cancelled: null,
  '48 hours auto canceled': null,
};

/** A pushed code's documented name and status, or undefined for a code Leopards has not documented. */
export function leopardsPushCode(code: string): { name: string; status: ParcelStatus } | undefined {
  return PUSH_CODES[code.trim().toUpperCase()];
}

/**
 * A tracking text's status: null for a cancelled booking, undefined for a text Leopards has not
 * documented (such an event is left out rather than guessed at; the next known one moves the parcel).
 */
export function leopardsTrackText(text: string): ParcelStatus | null | undefined {
  const key = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return key in TRACK_TEXTS ? TRACK_TEXTS[key] : undefined;
}

/** Whether Leopards' reason belongs on the event: why an attempt failed or why the parcel comes back. */
export function keepsReason(status: ParcelStatus): boolean {
  return status === 'attempted' || status === 'return-in-transit' || status === 'returned';
}

/** Leopards writes "N/A" or nothing where it gives no reason. */
export function leopardsReason(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const reason = value.trim();
  return reason === '' || /^n\/?a$/i.test(reason) ? null : reason;
}
