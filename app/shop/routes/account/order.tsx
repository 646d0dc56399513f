import { data, Link, redirect } from 'react-router';
import { TrackedOrderView } from '../../features/tracking/tracked-order-view';
import type { Route } from './+types/order';

/**
 * /account/orders/:orderId: one of the signed-in customer's orders in the tracking page's view. An order
 * placed with another email is not found, as one that does not exist.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { viewer } = context;
  if (!viewer) throw redirect('/login');
  const [order, settings] = await Promise.all([
    viewer.emailVerified ? context.services.orderTracking.customerOrder(viewer.email, params.orderId) : null,
    context.services.settings.getPublicSettings(),
  ]);
  return data({ order, currencySymbol: settings.currencySymbol }, { status: order ? 200 : 404 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const number = loaderData?.order?.orderNumber;
  return [{ title: number ? `Order #${number}` : 'Order not found' }, { name: 'robots', content: 'noindex' }];
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { order, currencySymbol } = loaderData;
  return (
    <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/account/orders" className="text-sm font-medium text-brand-800 underline">
        Back to my orders
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-stone-900">My order</h1>
      {order ? (
        <TrackedOrderView order={order} currencySymbol={currencySymbol} />
      ) : (
        <p className="mt-6 text-stone-700">This order is not among the orders placed with your email.</p>
      )}
    </main>
  );
}
