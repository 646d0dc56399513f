import { data, redirect } from 'react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { parseCheckoutForm } from '../features/checkout/checkout-form-data';
import { placedOrderCookie } from '../features/tracking/placed-order-cookie.server';
import type { Route } from './+types/checkout';
import { localizedPath } from '../../../common/i18n/languages';
import { checkoutMessage } from '../features/checkout/checkout-words';
import { messagesFor } from '../i18n/messages.server';
import { PageMessages } from '../i18n/shop-language';

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, whatsappUpdates, cod] = await Promise.all([
    context.services.settings.getPublicSettings(),
    context.services.settings.messagesCustomersOnWhatsApp(),
    // The Cash on Delivery rules the order will meet: its cities, limits and fee, shown before it is sent.
    context.services.orders.codRules(),
  ]);
  // One key per visit to the page: a double submit or a retried post places one order.
  return {
    messages: messagesFor(context.language, ['checkout']),
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
  // Refusals in the page's words (the schema and the server word them in English, decision 038).
  const words = messagesFor(context.language, ['checkout']).checkout;
  const say = (message: string) => checkoutMessage(message, words);
  try {
    // The API's order limit, on the same counters: this door places orders and sends mail too.
    await context.limitOrder();
    const parsed = parseCheckoutForm(await request.formData());
    if (!parsed.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(parsed.fieldErrors).map(([field, message]) => [field, message && say(message)]),
      );
      const formError = parsed.formError && say(parsed.formError);
      return data({ fieldErrors, formError }, { status: 400 });
    }
    // The order's language is the page's (decision 038): the shopper's mails and WhatsApp go in it.
    const input = { ...parsed.input, order: { ...parsed.input.order, language: context.language } };
    const placed = await context.services.orders.placeOrder(input, parsed.idempotencyKey);
    const confirmation = `/order-confirmation?order=${placed.id.slice(0, 8)}`;
    return redirect(localizedPath(confirmation, context.language), {
      headers: { 'Set-Cookie': placedOrderCookie(placed.id, context.publicUrl) },
    });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // A refusal about one field (the phone) shows beside it; any other above the form.
      const field = (error as { field?: string }).field;
      const message = say((error as Error).message);
      return field
        ? data({ fieldErrors: { [field]: message }, formError: null }, { status })
        : data({ fieldErrors: {}, formError: message }, { status });
    }
    throw error;
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData?.messages.checkout.title ?? 'Checkout';
  return [{ title: `${title} | ${loaderData?.siteName ?? 'Shop'}` }, { name: 'robots', content: 'noindex' }];
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CheckoutPage
        currencySymbol={loaderData.currencySymbol}
        idempotencyKey={loaderData.idempotencyKey}
        whatsappUpdates={loaderData.whatsappUpdates}
        cod={loaderData.cod}
        failure={actionData ?? null}
      />
    </PageMessages>
  );
}
