import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { COURIERS, type CourierKey } from '../../../../common/orders/couriers';
import { SHIPPING_MESSAGES } from '../../../../common/orders/order-desk-schemas';
import { fieldId } from '../../forms/editor-fields';
import { useBoundField } from '../../forms/fields';
import { controlClass } from '../../kit/filter-styles';

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

/**
 * A shipping control bound to the form by name: described by the "why" line, and by its problem once
 * it shows (the problem drawn where the control's row wants it).
 */
export function useShippingControl(name: string, whyId: string, deps?: string[]) {
  const { value, onChange, onBlur, inputRef, error } = useBoundField<string>(name, deps);
  const id = fieldId(name);
  const errorId = `${id}-error`;
  return {
    control: {
      id,
      name,
      value,
      onBlur,
      ref: inputRef,
      'aria-invalid': !!error || undefined,
      'aria-describedby': error ? `${whyId} ${errorId}` : whyId,
    },
    onChange,
    problem: (error ? (
      <p id={errorId} className="mt-1 text-sm text-red-800">
        {error}
      </p>
    ) : null) as ReactNode,
  };
}

/**
 * The courier picker of the status and bulk-ship dialogs. The tracking numbers' problems follow the
 * courier (`tracking`: their fields): Other needs none.
 */
export function CourierSelect({ whyId, tracking }: { whyId: string; tracking: string[] }) {
  const { control, onChange, problem } = useShippingControl('courier', whyId, tracking);
  return (
    <div>
      <label htmlFor={control.id} className="block text-sm font-medium text-stone-900">
        Courier
      </label>
      <select
        {...control}
        onChange={(event) => onChange(event.target.value as CourierKey | '')}
        className={`mt-1 ${controlClass}`}
      >
        <option value="">Choose…</option>
        {COURIERS.map((courier) => (
          <option key={courier.key} value={courier.key}>
            {courier.name}
          </option>
        ))}
      </select>
      {problem}
    </div>
  );
}

/** The courier whose tracking numbers the form asks for, as picked. */
export const useCourier = () => useWatch<{ courier: CourierKey | '' }, 'courier'>({ name: 'courier' });

/** A tracking number as couriers print them, typed or scanned (no spelling help, no suggestions). */
export const TRACKING_INPUT = { maxLength: 40, autoComplete: 'off', spellCheck: false } as const;

/**
 * The courier and tracking number a move to Shipped asks for (decision 022, shipping): the order card and the
 * shopper's mail link to the courier's tracking page with them. The API takes a move to shipped without
 * them (back-office §2); this form asks for them all the same and says why, next to their field.
 */
export function ShippingFields() {
  const whyId = useId();
  const tracking = useShippingControl('trackingNumber', whyId);
  const optional = useCourier() === 'other';
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <CourierSelect whyId={whyId} tracking={['trackingNumber']} />
        <div>
          <label htmlFor={tracking.control.id} className="block text-sm font-medium text-stone-900">
            Tracking number {optional ? <span className="font-normal text-stone-600">(optional)</span> : null}
          </label>
          <input
            {...tracking.control}
            {...TRACKING_INPUT}
            onChange={(event) => tracking.onChange(event.target.value)}
            className={`mt-1 ${controlClass}`}
          />
          {tracking.problem}
        </div>
      </div>
      <WhyShippingDetails id={whyId} />
    </div>
  );
}
