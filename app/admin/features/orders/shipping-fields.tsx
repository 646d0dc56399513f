import { useId } from 'react';
import { COURIERS, TRACKING_NUMBER, type CourierKey } from '../../../../common/orders/couriers';
import { SHIPPING_MESSAGES } from '../../../../common/orders/order-desk-schemas';
import { controlClass } from '../../kit/filter-styles';

export type Shipping = { courier: CourierKey | ''; trackingNumber: string };

/** What is wrong with the shipping details before they are sent, by field (the server says the same). */
export function shippingProblems(shipping: Shipping): Partial<Record<keyof Shipping, string>> {
  if (!shipping.courier) return { courier: SHIPPING_MESSAGES.courierRequired };
  const tracking = shipping.trackingNumber.trim();
  if (!tracking) {
    return shipping.courier === 'other' ? {} : { trackingNumber: SHIPPING_MESSAGES.trackingRequired };
  }
  return TRACKING_NUMBER.test(tracking) ? {} : { trackingNumber: SHIPPING_MESSAGES.trackingInvalid };
}

/**
 * Why the dialogs ask for the courier and tracking number though the API does not require them
 * (back-office §2): a line the fields point to with aria-describedby.
 */
export function WhyShippingDetails({ id, className = '' }: { id: string; className?: string }) {
  return (
    <p id={id} className={`text-xs text-stone-600 ${className}`}>
      {SHIPPING_MESSAGES.whyAsked}
    </p>
  );
}

/** The courier picker of the status and bulk-ship dialogs, described by the "why" line and its error. */
export function CourierSelect({
  value,
  onChange,
  problem,
  whyId,
}: {
  value: CourierKey | '';
  onChange: (courier: CourierKey | '') => void;
  problem: string | undefined;
  whyId: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        Courier
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CourierKey | '')}
        aria-invalid={!!problem || undefined}
        aria-describedby={problem ? `${whyId} ${errorId}` : whyId}
        className={`mt-1 ${controlClass}`}
      >
        <option value="">Choose…</option>
        {COURIERS.map((courier) => (
          <option key={courier.key} value={courier.key}>
            {courier.name}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The courier and tracking number a move to Shipped asks for (decision 022, shipping): the order card and the
 * shopper's mail link to the courier's tracking page with them. The API takes a move to shipped without
 * them (back-office §2); this form asks for them all the same and says why. Problems show once the
 * person tried to save (`showProblems`), next to their field.
 */
export function ShippingFields({
  shipping,
  onChange,
  showProblems,
}: {
  shipping: Shipping;
  onChange: (shipping: Shipping) => void;
  showProblems: boolean;
}) {
  const ids = { tracking: useId(), trackingError: useId(), why: useId() };
  const problems = showProblems ? shippingProblems(shipping) : {};
  const optional = shipping.courier === 'other';
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <CourierSelect
          value={shipping.courier}
          onChange={(courier) => onChange({ ...shipping, courier })}
          problem={problems.courier}
          whyId={ids.why}
        />
        <div>
          <label htmlFor={ids.tracking} className="block text-sm font-medium text-stone-900">
            Tracking number {optional ? <span className="font-normal text-stone-600">(optional)</span> : null}
          </label>
          <input
            id={ids.tracking}
            value={shipping.trackingNumber}
            onChange={(event) => onChange({ ...shipping, trackingNumber: event.target.value })}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!!problems.trackingNumber || undefined}
            aria-describedby={problems.trackingNumber ? `${ids.why} ${ids.trackingError}` : ids.why}
            className={`mt-1 ${controlClass}`}
          />
          {problems.trackingNumber ? (
            <p id={ids.trackingError} className="mt-1 text-sm text-red-800">
              {problems.trackingNumber}
            </p>
          ) : null}
        </div>
      </div>
      <WhyShippingDetails id={ids.why} />
    </div>
  );
}
