import { adminMeta } from '../shell/admin-meta';
import { SettlementsScreen } from '../features/settlements/settlements-screen';

export const meta = () => adminMeta('Settlements');

export default function SettlementsRoute() {
  return <SettlementsScreen />;
}
