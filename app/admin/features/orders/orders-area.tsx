import { Link } from 'react-router';
import { z } from 'zod';
import { cn } from '../../../lib/cn';
import { useUrlView } from '../../../lib/url-view';
import { BlockedPhones } from './blocklist/blocked-phones';
import { ConfirmationQueue } from './confirm/confirmation-queue';
import { OrdersScreen } from './orders-screen';
import { ParcelsDesk } from './parcels/parcels-desk';

/** `?view=confirm` opens the confirmation desk; the menu sends order-confirmation staff there (screenLink). */
const DESK_VIEW = 'confirm';
const DESK_PATH = `/admin/orders?view=${DESK_VIEW}`;
/** `?view=blocked`: the phones orders are refused from, managed beside the desk. */
const BLOCKED_VIEW = 'blocked';
const BLOCKED_PATH = `/admin/orders?view=${BLOCKED_VIEW}`;
/** `?view=parcels`: failed delivery attempts, the couriers' reports and load sheets (decision 031). */
const PARCELS_VIEW = 'parcels';
const PARCELS_PATH = `/admin/orders?view=${PARCELS_VIEW}`;

/** Which view the address names (app/lib/url-view.ts); none or an unknown one is the order desk. */
const areaViewSchema = z.object({
  view: z.enum([DESK_VIEW, BLOCKED_VIEW, PARCELS_VIEW]).nullable().catch(null),
});

const switchLink = (active: boolean) =>
  cn(
    'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none',
    active ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
  );

const VIEWS = [
  { view: DESK_VIEW, to: DESK_PATH, label: 'To confirm' },
  { view: null, to: '/admin/orders', label: 'All orders' },
  { view: PARCELS_VIEW, to: PARCELS_PATH, label: 'Parcels' },
  { view: BLOCKED_VIEW, to: BLOCKED_PATH, label: 'Blocked phones' },
] as const;

/**
 * The orders screen's views (decision 022): the confirmation desk ("To confirm"), the order desk ("All
 * orders", back-office §2), the parcels with the couriers (decision 031) and the blocklist, as links, so
 * each has its own address.
 */
export function OrdersArea() {
  const { view } = useUrlView(areaViewSchema).view;
  return (
    <>
      <nav aria-label="Order views" className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-stone-200 p-1">
        {VIEWS.map((link) => (
          <Link
            key={link.label}
            to={link.to}
            aria-current={view === link.view ? 'page' : undefined}
            className={switchLink(view === link.view)}
          >
            {link.label}
          </Link>
        ))}
      </nav>
      {view === DESK_VIEW ? (
        <ConfirmationQueue />
      ) : view === PARCELS_VIEW ? (
        <ParcelsDesk />
      ) : view === BLOCKED_VIEW ? (
        <BlockedPhones />
      ) : (
        <OrdersScreen />
      )}
    </>
  );
}
