import { adminMeta } from '../../components/admin/admin-meta';
import { OrdersArea } from '../../features/admin-orders/orders-area';

export const meta = () => adminMeta('Orders');

export default function OrdersRoute() {
  return <OrdersArea />;
}
