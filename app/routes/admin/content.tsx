import { adminMeta } from '../../components/admin/admin-meta';
import { ContentScreen } from '../../features/admin-content/content-screen';

export const meta = () => adminMeta('Content Management');

export default function ContentRoute() {
  return <ContentScreen />;
}
