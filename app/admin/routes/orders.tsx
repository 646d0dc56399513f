import { adminMeta } from '../shell/admin-meta';
import { OrdersArea } from '../features/orders/orders-area';

export const meta = () => adminMeta('Orders');

export default function OrdersRoute() {
  return <OrdersArea />;
}
