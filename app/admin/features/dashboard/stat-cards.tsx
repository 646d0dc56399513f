import { AlertTriangle, Banknote, HandCoins, Package, ShoppingCart, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '../../../../common/admin/dashboard-schemas';
import { formatMoney } from '../../../../common/money';

type Card = {
  title: string;
  value: string;
  note: string;
  Icon: LucideIcon;
  alert?: boolean;
  /** What the figure counts, in a line: the two revenues differ, and a COD owner must know which is cash. */
  explain?: string;
};

const number = (n: number) => n.toLocaleString('en-US');

/**
 * The four cards of back-office §2 Dashboard, in the spec's words, and beside Total Revenue the figure a
 * Cash-on-Delivery owner reads: the revenue of delivered orders, the cash the couriers have collected.
 */
export function dashboardCards(dashboard: Dashboard, currencySymbol: string): Card[] {
  return [
    {
      title: 'Total Orders',
      value: number(dashboard.totalOrders),
      note: `${number(dashboard.pendingOrders)} pending`,
      Icon: ShoppingCart,
    },
    {
      title: 'Total Revenue',
      value: formatMoney(dashboard.totalRevenue, currencySymbol),
      note: 'All time',
      Icon: Banknote,
      explain: 'Every order but cancelled and returned ones, delivered or not.',
    },
    {
      title: 'Delivered Revenue',
      value: formatMoney(dashboard.deliveredRevenue, currencySymbol),
      note: 'All time',
      Icon: HandCoins,
      explain: 'Completed orders only: delivered, the cash collected.',
    },
    {
      title: 'Products',
      value: number(dashboard.products),
      note: `${number(dashboard.lowStock)} low stock`,
      Icon: Package,
    },
    {
      title: 'Stock Alerts',
      value: number(dashboard.outOfStock),
      note: 'Out of stock',
      Icon: AlertTriangle,
      alert: dashboard.outOfStock > 0,
    },
  ];
}

export function StatCards({ dashboard, currencySymbol }: { dashboard: Dashboard; currencySymbol: string }) {
  return (
    <ul aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      {dashboardCards(dashboard, currencySymbol).map(({ title, value, note, Icon, alert, explain }) => (
        <li key={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <section aria-label={title}>
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-stone-600">{title}</h2>
              <Icon
                aria-hidden="true"
                className={alert ? 'h-5 w-5 text-red-600' : 'h-5 w-5 text-stone-400'}
              />
            </div>
            <p className="mt-2 text-xl font-bold break-words text-stone-900 tabular-nums 2xl:text-2xl">
              {value}
            </p>
            <p className="mt-1 text-xs text-stone-600">{note}</p>
            {explain ? <p className="mt-1 text-xs text-stone-500">{explain}</p> : null}
          </section>
        </li>
      ))}
    </ul>
  );
}
