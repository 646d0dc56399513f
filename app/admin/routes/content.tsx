import { adminMeta } from '../shell/admin-meta';
import { ContentScreen } from '../features/content/content-screen';

export const meta = () => adminMeta('Content Management');

export default function ContentRoute() {
  return <ContentScreen />;
}
