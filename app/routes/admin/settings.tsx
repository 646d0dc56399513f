import { adminMeta } from '../../components/admin/admin-meta';
import { SettingsScreen } from '../../features/admin-settings/settings-screen';

export const meta = () => adminMeta('Settings');

export default function SettingsRoute() {
  return <SettingsScreen />;
}
