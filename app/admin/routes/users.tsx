import { adminMeta } from '../shell/admin-meta';
import { UsersScreen } from '../features/users/users-screen';

export const meta = () => adminMeta('User Management');

export default function UsersRoute() {
  return <UsersScreen />;
}
