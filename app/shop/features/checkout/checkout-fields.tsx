import type { ChangeEvent, FocusEvent } from 'react';
import { PAKISTAN_CITIES } from '../../../../common/orders/cities';
import { cn } from '../../../lib/cn';
import type { CheckoutField, FieldErrors } from './checkout-form-data';
import { useMessages } from '../../i18n/shop-language';

type FieldProps = {
  errors: FieldErrors;
  /** The shop sends order messages on WhatsApp (docs/whatsapp.md): the phone field says so. */
  whatsappUpdates?: boolean;
  /**
   * The cities Cash on Delivery goes to when the shop limits them (common/orders/cod-rules.ts): the city
   * is then typed with those offered as suggestions, instead of chosen from every city.
   */
  cities?: readonly string[] | null;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

const inputClass = (invalid: boolean) =>
  cn(
    'mt-1 block w-full rounded-lg border px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30',
    invalid ? 'border-red-600' : 'border-stone-300',
  );

function FieldError({ field, errors }: { field: CheckoutField; errors: FieldErrors }) {
  return errors[field] ? (
    <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
      {errors[field]}
    </p>
  ) : null;
}

type TextFieldSpec = {
  name: CheckoutField;
  label: 'fullName' | 'email' | 'phone' | 'address';
  type?: string;
  autoComplete: string;
  inputMode?: 'tel' | 'numeric' | 'email';
  optional?: boolean;
};

const TEXT_FIELDS: TextFieldSpec[] = [
  { name: 'customerName', label: 'fullName', autoComplete: 'name' },
  {
    name: 'customerEmail',
    label: 'email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    optional: true,
  },
  { name: 'customerPhone', label: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'shippingAddress', label: 'address', autoComplete: 'street-address' },
];

/**
 * The city as a searchable choice of the cities Cash on Delivery goes to: typed, with the browser's
 * suggestions from the list (a datalist: no script of ours, so it works before the page's JavaScript
 * and adds nothing to it). A city typed in another case becomes the list's spelling when the field is
 * left; any other text is refused by the same rules as on the server.
 */
function CityChoice({
  cities,
  errors,
  onBlur,
  onChange,
}: Required<Pick<FieldProps, 'errors' | 'onBlur' | 'onChange'>> & { cities: readonly string[] }) {
  const words = useMessages('checkout');
  function leave(event: FocusEvent<HTMLInputElement>) {
    const typed = event.target.value.trim().toLowerCase();
    const city = cities.find((name) => name.toLowerCase() === typed);
    if (city) event.target.value = city;
    onBlur(event);
  }
  return (
    <>
      <input
        id="city"
        name="city"
        list="city-choices"
        required
        autoComplete="address-level2"
        placeholder={words.typeToSearch}
        aria-invalid={Boolean(errors.city)}
        aria-describedby={['city-hint', errors.city ? 'city-error' : ''].filter(Boolean).join(' ')}
        onBlur={leave}
        onChange={onChange}
        className={inputClass(Boolean(errors.city))}
      />
      <datalist id="city-choices">
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <p id="city-hint" className="mt-1 text-sm text-stone-600">
        {words.citiesHint}
      </p>
    </>
  );
}

/** The six checkout fields (storefront §2, §5), each with its message beside it. */
export function CheckoutFields({ errors, onBlur, onChange, whatsappUpdates = false, cities }: FieldProps) {
  const words = useMessages('checkout');
  const note = (field: CheckoutField) => whatsappUpdates && field === 'customerPhone';
  const describedBy = (field: CheckoutField) =>
    [errors[field] ? `${field}-error` : '', note(field) ? `${field}-note` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <div key={field.name} className={field.name === 'shippingAddress' ? 'sm:col-span-2' : undefined}>
          <label htmlFor={field.name} className="text-sm font-medium text-stone-800">
            {words[field.label]}
            {field.optional ? (
              <span className="font-normal text-stone-600">{` ${words.optional}`}</span>
            ) : null}
          </label>
          <input
            id={field.name}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            required={!field.optional}
            aria-invalid={Boolean(errors[field.name])}
            aria-describedby={describedBy(field.name)}
            onBlur={onBlur}
            onChange={onChange}
            className={inputClass(Boolean(errors[field.name]))}
          />
          {note(field.name) ? (
            <p id={`${field.name}-note`} className="mt-1 text-sm text-stone-600">
              {words.whatsappNote}
            </p>
          ) : null}
          <FieldError field={field.name} errors={errors} />
        </div>
      ))}
      <div>
        <label htmlFor="city" className="text-sm font-medium text-stone-800">
          {words.city}
        </label>
        {cities ? (
          <CityChoice cities={cities} errors={errors} onBlur={onBlur} onChange={onChange} />
        ) : (
          <select
            id="city"
            name="city"
            required
            defaultValue=""
            autoComplete="address-level2"
            aria-invalid={Boolean(errors.city)}
            aria-describedby={describedBy('city')}
            onBlur={onBlur}
            onChange={onChange}
            className={inputClass(Boolean(errors.city))}
          >
            <option value="" disabled>
              {words.selectCity}
            </option>
            {PAKISTAN_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        )}
        <FieldError field="city" errors={errors} />
      </div>
      <div>
        <label htmlFor="postalCode" className="text-sm font-medium text-stone-800">
          {words.postalCode} <span className="font-normal text-stone-600">{words.optional}</span>
        </label>
        <input
          id="postalCode"
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          aria-invalid={Boolean(errors.postalCode)}
          aria-describedby={describedBy('postalCode')}
          onBlur={onBlur}
          onChange={onChange}
          className={inputClass(Boolean(errors.postalCode))}
        />
        <FieldError field="postalCode" errors={errors} />
      </div>
    </div>
  );
}
