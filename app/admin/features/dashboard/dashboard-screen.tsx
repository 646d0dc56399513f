import { errorMessage } from '../../data/admin-api';
import { PageHeader } from '../../kit/page-header';
import { useCurrencySymbol } from '../../shell/site-brand';
import { ErrorState, Skeleton } from '../../kit/states';
import { CodFiguresPanel } from './cod-figures';
import { useDashboard } from './dashboard-query';
import { InventoryAlerts } from './inventory-alerts';
import { OrdersChart } from './orders-chart';
import { RecentOrders } from './recent-orders';
import { StatCards } from './stat-cards';

/** The cards, the two lists and the chart taking their places while the answer loads. */
function DashboardSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the dashboard…</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}

/** Back-office §2 Dashboard: the shop's state at a glance, from one `GET /api/admin/dashboard`. */
export function DashboardScreen() {
  const dashboard = useDashboard();
  const currencySymbol = useCurrencySymbol();

  return (
    <>
      <PageHeader title="Dashboard" description="Orders, revenue and stock at a glance." />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <ErrorState
          title="The dashboard could not be loaded"
          message={errorMessage(dashboard.error, 'Failed to load the dashboard')}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <StatCards dashboard={dashboard.data} currencySymbol={currencySymbol} />
          <CodFiguresPanel cod={dashboard.data.cod} currencySymbol={currencySymbol} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentOrders orders={dashboard.data.recentOrders} currencySymbol={currencySymbol} />
            <InventoryAlerts products={dashboard.data.inventoryAlerts} />
          </div>
          <OrdersChart daily={dashboard.data.daily} currencySymbol={currencySymbol} />
        </div>
      )}
    </>
  );
}
