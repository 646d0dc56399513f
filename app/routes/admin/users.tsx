import { adminMeta } from '../../components/admin/admin-meta';
import { UsersScreen } from '../../features/admin-users/users-screen';

export const meta = () => adminMeta('User Management');

export default function UsersRoute() {
  return <UsersScreen />;
}
