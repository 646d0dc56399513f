import { adminMeta } from '../../components/admin/admin-meta';
import { DashboardScreen } from '../../features/admin-dashboard/dashboard-screen';

export const meta = () => adminMeta('Dashboard');

export default function DashboardRoute() {
  return <DashboardScreen />;
}
