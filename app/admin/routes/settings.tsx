import { adminMeta } from '../shell/admin-meta';
import { SettingsScreen } from '../features/settings/settings-screen';

export const meta = () => adminMeta('Settings');

export default function SettingsRoute() {
  return <SettingsScreen />;
}
