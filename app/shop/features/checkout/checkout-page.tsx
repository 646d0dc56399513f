import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { checkoutFieldsSchema } from '../../../../common/orders/checkout-schema';
import { COD_MESSAGES, NO_COD_RULES, servesCity, type CodRules } from '../../../../common/orders/cod-rules';
import { FormAlert } from '../../../ui/forms/form-alert';
import { useCart } from '../../cart/cart-context';
import { notifyError } from '../../../lib/toast';
import { CheckoutFields } from './checkout-fields';
import {
  CHECKOUT_FIELDS,
  type CheckoutFailure,
  type CheckoutField,
  type FieldErrors,
} from './checkout-form-data';
import { OrderSummary } from './order-summary';
import { fill, type Messages } from '../../i18n/messages';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';
import { checkoutMessage } from './checkout-words';

type Props = {
  currencySymbol: string;
  idempotencyKey: string;
  /** The shop sends order messages on WhatsApp: the phone field says so. */
  whatsappUpdates?: boolean;
  /** The shop's Cash on Delivery rules (common/orders/cod-rules.ts): its cities, limits and fee. */
  cod?: CodRules;
  failure: CheckoutFailure | null;
};

/**
 * The message for one field, from the same schema the server uses (storefront §5), and for the city the
 * shop's COD cities, in the words the server refuses others with.
 */
function fieldError(
  field: CheckoutField,
  value: string,
  cod: CodRules,
  words: Messages['checkout'],
): string | undefined {
  const result = checkoutFieldsSchema.shape[field].safeParse(value);
  const message = result.success
    ? field === 'city' && !servesCity(cod, value.trim())
      ? COD_MESSAGES.cityNotServed(value.trim())
      : undefined
    : result.error.issues[0]?.message;
  return message && checkoutMessage(message, words);
}

/**
 * Checkout (storefront §2): the six fields with instant messages once JavaScript runs, Cash on
 * Delivery, the order summary and Place Order. The form posts to the route's action, so it also works
 * before the page's JavaScript has loaded; the server re-checks everything and prices the order.
 */
export function CheckoutPage({
  currencySymbol,
  idempotencyKey,
  whatsappUpdates = false,
  cod = NO_COD_RULES,
  failure,
}: Props) {
  const { items, subtotal, ready } = useCart();
  const words = useMessages('checkout');
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [errors, setErrors] = useState<FieldErrors>(failure?.fieldErrors ?? {});
  const touched = useRef(new Set<CheckoutField>());

  useEffect(() => {
    if (!failure) return;
    setErrors(failure.fieldErrors);
    notifyError(
      words.orderFailed,
      fill(words.failedToPlace, { reason: failure.formError ?? words.checkFields }),
    );
  }, [failure, words]);

  function check(
    event:
      FocusEvent<HTMLInputElement | HTMLSelectElement> | ChangeEvent<HTMLInputElement | HTMLSelectElement>,
  ) {
    const field = event.target.name as CheckoutField;
    if (event.type === 'blur') touched.current.add(field);
    if (!touched.current.has(field) && !errors[field]) return; // no message while someone is still typing
    setErrors((current) => ({ ...current, [field]: fieldError(field, event.target.value, cod, words) }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (items.length === 0) {
      event.preventDefault();
      notifyError(words.cartEmptyTitle, words.cartEmptyText);
      return;
    }
    const form = new FormData(event.currentTarget);
    const found: FieldErrors = {};
    for (const field of CHECKOUT_FIELDS) {
      found[field] = fieldError(field, String(form.get(field) ?? ''), cod, words);
    }
    setErrors(found);
    const firstInvalid = CHECKOUT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      event.preventDefault();
      document.getElementById(firstInvalid)?.focus();
    }
  }

  if (ready && items.length === 0 && !submitting) {
    return (
      <main id="main-content" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-stone-900">{words.title}</h1>
        <p className="mt-6 text-lg text-stone-700">{words.cartEmpty}</p>
        <Link
          to={to('/products')}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {words.continueShopping}
        </Link>
      </main>
    );
  }

  const lines = items.map((line) => ({
    productId: line.id,
    productName: line.name,
    quantity: line.quantity,
    price: Number(line.price),
    plan: line.plan,
  }));
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{words.title}</h1>
      <Form method="post" noValidate onSubmit={submit} className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="mb-4 text-lg font-semibold text-stone-900">
            {words.shippingDetails}
          </h2>
          <CheckoutFields
            errors={errors}
            onBlur={check}
            onChange={check}
            whatsappUpdates={whatsappUpdates}
            cities={cod.cities}
          />
          <input type="hidden" name="items" value={JSON.stringify(lines)} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        </section>
        <div className="space-y-4">
          {/* A refusal of the whole order (a blocked phone: call the shop instead) stays beside the form:
              the toast fades, and a shopper without JavaScript gets no toast at all. */}
          {failure?.formError && !submitting ? <FormAlert>{failure.formError}</FormAlert> : null}
          {ready ? (
            <OrderSummary items={items} subtotal={subtotal} currencySymbol={currencySymbol} cod={cod} />
          ) : (
            <p className="rounded-2xl border border-stone-200 bg-stone-50 p-5 text-stone-600">
              {words.loadingCart}
            </p>
          )}
          <button
            type="submit"
            disabled={submitting}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3.5 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {submitting ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
            {submitting ? words.processing : words.placeOrder}
          </button>
        </div>
      </Form>
    </main>
  );
}
