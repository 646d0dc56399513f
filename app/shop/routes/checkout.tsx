import { data, redirect } from 'react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { parseCheckoutForm } from '../features/checkout/checkout-form-data';
import { placedOrderCookie } from '../features/tracking/placed-order-cookie.server';
import type { Route } from './+types/checkout';

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, whatsappUpdates, cod] = await Promise.all([
    context.services.settings.getPublicSettings(),
    context.services.settings.messagesCustomersOnWhatsApp(),
    // The Cash on Delivery rules the order will meet: its cities, limits and fee, shown before it is sent.
    context.services.orders.codRules(),
  ]);
  // One key per visit to the page: a double submit or a retried post places one order.
  return {
    currencySymbol: settings.currencySymbol,
    siteName: settings.siteName,
    whatsappUpdates,
    cod,
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * The checkout form's post, with or without JavaScript (progressive enhancement): the same schema and
 * the same order service and the same rate limit as POST /api/orders. Success goes to the confirmation
 * with the order number, and remembers the order in this browser so the confirmation can link to its
 * tracking (placed-order-cookie.server.ts); a refusal (4xx) is shown on the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    // The API's order limit, on the same counters: this door places orders and sends mail too.
    await context.limitOrder();
    const parsed = parseCheckoutForm(await request.formData());
    if (!parsed.ok)
      return data({ fieldErrors: parsed.fieldErrors, formError: parsed.formError }, { status: 400 });
    const placed = await context.services.orders.placeOrder(parsed.input, parsed.idempotencyKey);
    return redirect(`/order-confirmation?order=${placed.id.slice(0, 8)}`, {
      headers: { 'Set-Cookie': placedOrderCookie(placed.id, context.publicUrl) },
    });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // A refusal about one field (the phone) shows beside it; any other above the form.
      const field = (error as { field?: string }).field;
      const message = (error as Error).message;
      return field
        ? data({ fieldErrors: { [field]: message }, formError: null }, { status })
        : data({ fieldErrors: {}, formError: message }, { status });
    }
    throw error;
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Checkout | ${loaderData?.siteName ?? 'Shop'}` }, { name: 'robots', content: 'noindex' }];
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      currencySymbol={loaderData.currencySymbol}
      idempotencyKey={loaderData.idempotencyKey}
      whatsappUpdates={loaderData.whatsappUpdates}
      cod={loaderData.cod}
      failure={actionData ?? null}
    />
  );
}
