import { ExternalLink } from 'lucide-react';
import { courierName, trackingUrl, type CourierKey } from '../../../common/orders/couriers';

/**
 * Who carries a parcel and its tracking number, linked to the courier's own tracking page when it has
 * one (issue 17 §4): "TCS · 771234".
 */
export function Shipment({
  courier,
  trackingNumber,
}: {
  courier: CourierKey;
  trackingNumber: string | null;
}) {
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
