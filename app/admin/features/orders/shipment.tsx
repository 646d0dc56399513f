import { ExternalLink } from 'lucide-react';
import { courierName, trackingUrl, type CourierKey } from '../../../../common/orders/couriers';
import { SHIPPING_MESSAGES, type AdminOrder } from '../../../../common/orders/order-desk-schemas';

/**
 * Whether the order has left the shop: shipped now, or shipped on its way to where it is (completed or
 * returned after shipping). Such an order shows its courier, or that none was recorded.
 */
export function hasShipped(order: Pick<AdminOrder, 'status' | 'courier' | 'statusHistory'>): boolean {
  return (
    order.status === 'shipped' ||
    order.courier !== null ||
    order.statusHistory.some((entry) => entry.status === 'shipped')
  );
}

/**
 * Who carries a parcel and its tracking number, linked to the courier's own tracking page when it has
 * one (decision 022, shipping): "TCS · 771234". An order shipped without a courier (back-office §2 allows it) reads
 * "courier not recorded".
 */
export function Shipment({
  courier,
  trackingNumber,
}: {
  courier: CourierKey | null;
  trackingNumber: string | null;
}) {
  if (!courier) return <span className="text-stone-600 italic">{SHIPPING_MESSAGES.notRecorded}</span>;
  const name = courierName(courier);
  const url = trackingNumber ? trackingUrl(courier, trackingNumber) : null;
  if (!trackingNumber) return <>{name}</>;
  if (!url) return <>{`${name} · ${trackingNumber}`}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {name} · {trackingNumber}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only"> (tracking page, opens in a new tab)</span>
    </a>
  );
}
