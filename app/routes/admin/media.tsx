import { adminMeta } from '../../components/admin/admin-meta';
import { MediaScreen } from '../../features/admin-media/media-screen';

export const meta = () => adminMeta('Media Library');

export default function MediaRoute() {
  return <MediaScreen />;
}
