import { adminMeta } from '../../components/admin/admin-meta';
import { ActivityScreen } from '../../features/admin-activity/activity-screen';

export const meta = () => adminMeta('Activity');

export default function ActivityRoute() {
  return <ActivityScreen />;
}
