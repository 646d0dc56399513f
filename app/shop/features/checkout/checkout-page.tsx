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
function fieldError(field: CheckoutField, value: string, cod: CodRules): string | undefined {
  const result = checkoutFieldsSchema.shape[field].safeParse(value);
  if (!result.success) return result.error.issues[0]?.message;
  if (field === 'city' && !servesCity(cod, value.trim())) return COD_MESSAGES.cityNotServed(value.trim());
  return undefined;
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
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [errors, setErrors] = useState<FieldErrors>(failure?.fieldErrors ?? {});
  const touched = useRef(new Set<CheckoutField>());

  useEffect(() => {
    if (!failure) return;
    setErrors(failure.fieldErrors);
    notifyError(
      'Order failed',
      `Failed to place order: ${failure.formError ?? 'Please check the highlighted fields.'}`,
    );
  }, [failure]);

  function check(
    event:
      FocusEvent<HTMLInputElement | HTMLSelectElement> | ChangeEvent<HTMLInputElement | HTMLSelectElement>,
  ) {
    const field = event.target.name as CheckoutField;
    if (event.type === 'blur') touched.current.add(field);
    if (!touched.current.has(field) && !errors[field]) return; // no message while someone is still typing
    setErrors((current) => ({ ...current, [field]: fieldError(field, event.target.value, cod) }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (items.length === 0) {
      event.preventDefault();
      notifyError('Cart is empty', 'Please add items to your cart before placing an order.');
      return;
    }
    const form = new FormData(event.currentTarget);
    const found: FieldErrors = {};
    for (const field of CHECKOUT_FIELDS) found[field] = fieldError(field, String(form.get(field) ?? ''), cod);
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
        <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
        <p className="mt-6 text-lg text-stone-700">Your cart is empty</p>
        <Link
          to="/products"
          className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Continue Shopping
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
      <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
      <Form method="post" noValidate onSubmit={submit} className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="mb-4 text-lg font-semibold text-stone-900">
            Shipping Details
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
              Loading your cart…
            </p>
          )}
          <button
            type="submit"
            disabled={submitting}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3.5 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {submitting ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
            {submitting ? 'Processing...' : 'Place Order'}
          </button>
        </div>
      </Form>
    </main>
  );
}
