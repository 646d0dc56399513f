import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { OrderPlacedEffects } from '../features/checkout/order-placed-effects';
import type { Route } from './+types/order-confirmation';

/** Only the order number travels in the address (the first 8 characters of the id); nothing personal. */
export function loader({ request }: Route.LoaderArgs) {
  const order = new URL(request.url).searchParams.get('order');
  return { orderNumber: order && /^[0-9a-f]{8}$/.test(order) ? order : null };
}

export function meta() {
  return [{ title: 'Order Confirmed!' }, { name: 'robots', content: 'noindex' }];
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { orderNumber } = loaderData;
  return (
    <main id="main-content" className="mx-auto max-w-xl px-4 py-20 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-16 w-16 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Order Confirmed!</h1>
      {orderNumber ? (
        <p className="mt-3 text-lg text-stone-800">
          Order number <span className="font-mono font-semibold">#{orderNumber}</span>
        </p>
      ) : null}
      <p className="mt-4 text-stone-700">
        Thank you for your order. If you gave an email address, a confirmation email is on its way. We will
        call you to confirm before dispatch; you pay in cash on delivery.
      </p>
      <Link
        to="/products"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Continue Shopping
      </Link>
      <OrderPlacedEffects orderNumber={orderNumber} />
    </main>
  );
}
