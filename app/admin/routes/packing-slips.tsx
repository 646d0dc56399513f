import { adminMeta } from '../shell/admin-meta';
import { PackingSlipsScreen } from '../features/orders/slips/packing-slips-screen';

export const meta = () => adminMeta('Packing slips');

export default function PackingSlipsRoute() {
  return <PackingSlipsScreen />;
}
