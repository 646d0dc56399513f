import { adminMeta } from '../shell/admin-meta';
import { ReportsScreen } from '../features/reports/reports-screen';

export const meta = () => adminMeta('Reports');

export default function ReportsRoute() {
  return <ReportsScreen />;
}
