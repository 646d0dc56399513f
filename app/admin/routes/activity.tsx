import { adminMeta } from '../shell/admin-meta';
import { ActivityScreen } from '../features/activity/activity-screen';

export const meta = () => adminMeta('Activity');

export default function ActivityRoute() {
  return <ActivityScreen />;
}
