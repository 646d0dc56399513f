import { Link, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { ConfirmationQueue } from './confirm/confirmation-queue';
import { OrdersScreen } from './orders-screen';

/** `?view=confirm` opens the confirmation desk; the menu sends order-confirmation staff there (screenLink). */
const DESK_VIEW = 'confirm';
const DESK_PATH = `/admin/orders?view=${DESK_VIEW}`;

const switchLink = (active: boolean) =>
  cn(
    'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none',
    active ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
  );

/**
 * The orders screen's two views (issue 17 §1): the confirmation desk ("To confirm") and the order desk
 * ("All orders", back-office §2), as links, so each has its own address.
 */
export function OrdersArea() {
  const [params] = useSearchParams();
  const desk = params.get('view') === DESK_VIEW;
  return (
    <>
      <nav aria-label="Order views" className="mb-4 inline-flex gap-1 rounded-lg bg-stone-200 p-1">
        <Link to={DESK_PATH} aria-current={desk ? 'page' : undefined} className={switchLink(desk)}>
          To confirm
        </Link>
        <Link to="/admin/orders" aria-current={desk ? undefined : 'page'} className={switchLink(!desk)}>
          All orders
        </Link>
      </nav>
      {desk ? <ConfirmationQueue /> : <OrdersScreen />}
    </>
  );
}
