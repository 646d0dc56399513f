import { data, type AppLoadContext } from 'react-router';
import { TRACKING_NOT_FOUND } from '../../../../common/orders/order-tracking';
import { trackOrderQuerySchema, type TrackedOrder } from '../../../../common/orders/tracking-schemas';
import { fieldErrorsOf, refusalOf, type FieldErrors } from '../../../ui/forms/form-checks';
import { messagesFor } from '../../i18n/messages.server';
import { trackingMessage } from './tracking-words';

/** What the tracking page shows under its form. */
export type TrackingOutcome =
  | { kind: 'form' }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'refused'; message: string }
  | { kind: 'found'; order: TrackedOrder };

/**
 * The tracking page's data (docs/storefront.md, "Tracking an order"), read from its GET query so a link
 * in a message opens the answer and the form works without JavaScript. Without both fields it is the
 * form, filled with what the address gave (the confirmation page may link with the number alone). A
 * lookup is checked with the API's schema, counted against the API's limits, and answered by the same
 * service; the status says how it went (400, 404, 429). Here, on the server, zod stays out of the page.
 * The page's words come with it, and the schema's and the server's English refusals are put in them
 * (decision 038).
 */
export async function loadTrackPage(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const typed = { order: query.get('order') ?? '', phone: query.get('phone') ?? '' };
  const settings = await context.services.settings.getPublicSettings();
  const messages = messagesFor(context.language, ['tracking']);
  const say = (message: string) => trackingMessage(message, messages.tracking);
  const page = (outcome: TrackingOutcome, init?: ResponseInit) =>
    data(
      { messages, typed, outcome, currencySymbol: settings.currencySymbol, siteName: settings.siteName },
      init,
    );

  if (!query.has('order') || !query.has('phone')) return page({ kind: 'form' });
  const parsed = trackOrderQuerySchema.safeParse(typed);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      Object.entries(fieldErrorsOf(parsed.error)).map(([field, message]) => [field, message && say(message)]),
    );
    return page({ kind: 'invalid', fieldErrors }, { status: 400 });
  }
  try {
    await context.limitTracking(parsed.data.order);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal?.status !== 429) throw error;
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    return page(
      { kind: 'refused', message: say(refusal.message) },
      { status: 429, headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined },
    );
  }
  const order = await context.services.orderTracking.trackOrder(parsed.data.order, parsed.data.phone);
  return order
    ? page({ kind: 'found', order })
    : page({ kind: 'refused', message: say(TRACKING_NOT_FOUND) }, { status: 404 });
}
