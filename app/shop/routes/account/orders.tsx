import { redirect } from 'react-router';
import { localizedPath } from '../../../../common/i18n/languages';
import { CustomerOrders } from '../../features/tracking/customer-orders';
import { messagesFor } from '../../i18n/messages.server';
import { PageMessages } from '../../i18n/shop-language';
import type { Route } from './+types/orders';

/**
 * /account/orders, "My orders" (docs/storefront.md, "Tracking an order"): the signed-in customer's orders,
 * found by their account's email (a login needs it verified). Signed out: the login page, in the page's
 * language.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context;
  if (!viewer) throw redirect(localizedPath('/login', context.language));
  const [orders, settings] = await Promise.all([
    viewer.emailVerified ? context.services.orderTracking.listCustomerOrders(viewer.email) : [],
    context.services.settings.getPublicSettings(),
  ]);
  return {
    messages: messagesFor(context.language, ['tracking']),
    orders,
    email: viewer.email,
    currencySymbol: settings.currencySymbol,
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.messages.tracking.myOrders ?? 'My orders' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { messages, ...orders } = loaderData;
  return (
    <PageMessages messages={messages}>
      <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-stone-900">{messages.tracking.myOrders}</h1>
        <CustomerOrders {...orders} />
      </main>
    </PageMessages>
  );
}
