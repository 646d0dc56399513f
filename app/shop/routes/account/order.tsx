import { data, Link, redirect } from 'react-router';
import { localizedPath } from '../../../../common/i18n/languages';
import { TrackedOrderView } from '../../features/tracking/tracked-order-view';
import { fill } from '../../i18n/messages';
import { messagesFor } from '../../i18n/messages.server';
import { PageMessages, useLocalizedPath } from '../../i18n/shop-language';
import type { Route } from './+types/order';

/**
 * /account/orders/:orderId: one of the signed-in customer's orders in the tracking page's view, in the
 * page's words. An order placed with another email is not found, as one that does not exist.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { viewer } = context;
  if (!viewer) throw redirect(localizedPath('/login', context.language));
  const [order, settings] = await Promise.all([
    viewer.emailVerified ? context.services.orderTracking.customerOrder(viewer.email, params.orderId) : null,
    context.services.settings.getPublicSettings(),
  ]);
  return data(
    { messages: messagesFor(context.language, ['tracking']), order, currencySymbol: settings.currencySymbol },
    { status: order ? 200 : 404 },
  );
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const words = loaderData?.messages.tracking;
  const number = loaderData?.order?.orderNumber;
  const title = number
    ? fill(words?.orderTitle ?? 'Order #{number}', { number })
    : (words?.orderNotFoundTitle ?? 'Order not found');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { messages, order, currencySymbol } = loaderData;
  const words = messages.tracking;
  const to = useLocalizedPath();
  return (
    <PageMessages messages={messages}>
      <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
        <Link to={to('/account/orders')} className="text-sm font-medium text-brand-800 underline">
          {words.backToOrders}
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-stone-900">{words.myOrder}</h1>
        {order ? (
          <TrackedOrderView order={order} currencySymbol={currencySymbol} />
        ) : (
          <p className="mt-6 text-stone-700">{words.notYourOrder}</p>
        )}
      </main>
    </PageMessages>
  );
}
