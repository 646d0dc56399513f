import { adminMeta } from '../../components/admin/admin-meta';
import { PackingSlipsScreen } from '../../features/admin-orders/slips/packing-slips-screen';

export const meta = () => adminMeta('Packing slips');

export default function PackingSlipsRoute() {
  return <PackingSlipsScreen />;
}
