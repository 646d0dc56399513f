import { redirect } from 'react-router';
import { CustomerOrders } from '../../features/tracking/customer-orders';
import type { Route } from './+types/orders';

/**
 * /account/orders, "My orders" (docs/storefront.md, "Tracking an order"): the signed-in customer's orders,
 * found by their account's email (a login needs it verified). Signed out: the login page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context;
  if (!viewer) throw redirect('/login');
  const [orders, settings] = await Promise.all([
    viewer.emailVerified ? context.services.orderTracking.listCustomerOrders(viewer.email) : [],
    context.services.settings.getPublicSettings(),
  ]);
  return { orders, email: viewer.email, currencySymbol: settings.currencySymbol };
}

export function meta() {
  return [{ title: 'My orders' }, { name: 'robots', content: 'noindex' }];
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">My orders</h1>
      <CustomerOrders {...loaderData} />
    </main>
  );
}
