import { adminMeta } from '../../components/admin/admin-meta';
import { OrdersScreen } from '../../features/admin-orders/orders-screen';

export const meta = () => adminMeta('Orders');

export default function OrdersRoute() {
  return <OrdersScreen />;
}
