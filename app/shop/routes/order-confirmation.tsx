import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { purchaseEventId } from '../../../common/ads/purchase-report';
import { trackingPagePath } from '../../../common/orders/order-tracking';
import { OrderPlacedEffects, type PurchaseReport } from '../features/checkout/order-placed-effects';
import { placedOrderOf } from '../features/tracking/placed-order-cookie.server';
import type { Route } from './+types/order-confirmation';
import { localizedPath } from '../../../common/i18n/languages';
import { messagesFor } from '../i18n/messages.server';
import { PageMessages, useLocalizedPath, useMessages } from '../i18n/shop-language';

/**
 * Only the order number travels in the address (the first 8 characters of the id); nothing personal.
 * The browser that placed the order gets the link to its tracking with the phone filled in (the checkout
 * remembered the order in a cookie); any other gets the tracking form with the number filled in. The
 * page reports the purchase to the ad pixel only where the owner chose "when placed" (docs/ads.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const order = new URL(request.url).searchParams.get('order');
  const orderNumber = order && /^[0-9a-f]{8}$/.test(order) ? order : null;
  const messages = messagesFor(context.language, ['checkout']);
  if (!orderNumber) return { messages, orderNumber, trackingPath: null, purchase: null };
  const placed = placedOrderOf(request);
  const ours = placed?.startsWith(orderNumber) ? placed : null;
  const [tracking, settings] = await Promise.all([
    ours ? context.services.orderTracking.trackingQueryOf(ours) : null,
    context.services.settings.getKeptSettings(),
  ]);
  const purchase: PurchaseReport =
    settings.purchaseReportedWhen === 'placed' ? { eventId: ours && purchaseEventId(ours) } : null;
  return {
    messages,
    orderNumber,
    trackingPath: localizedPath(
      tracking
        ? trackingPagePath(tracking.order, tracking.phone)
        : `/track?${new URLSearchParams({ order: orderNumber })}`,
      context.language,
    ),
    purchase,
  };
}

export function meta({ data }: Route.MetaArgs) {
  const title = data?.messages.checkout.confirmedTitle ?? 'Order Confirmed!';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Confirmation {...loaderData} />
    </PageMessages>
  );
}

function Confirmation({ orderNumber, trackingPath, purchase }: Route.ComponentProps['loaderData']) {
  const words = useMessages('checkout');
  const to = useLocalizedPath();
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-20 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-16 w-16 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{words.confirmedTitle}</h1>
      {orderNumber ? (
        <p className="mt-3 text-lg text-stone-800">
          {words.orderNumber}{' '}
          <span dir="ltr" className="font-mono font-semibold">
            #{orderNumber}
          </span>
        </p>
      ) : null}
      <p className="mt-4 text-stone-700">{words.confirmationText}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link
          to={to('/products')}
          className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {words.continueShopping}
        </Link>
        {trackingPath ? (
          <Link
            to={trackingPath}
            className="inline-block rounded-lg border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {words.trackOrder}
          </Link>
        ) : null}
      </div>
      <OrderPlacedEffects orderNumber={orderNumber} purchase={purchase} />
    </main>
  );
}
