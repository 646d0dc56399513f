import { adminMeta } from '../shell/admin-meta';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';

export const meta = () => adminMeta('Dashboard');

export default function DashboardRoute() {
  return <DashboardScreen />;
}
