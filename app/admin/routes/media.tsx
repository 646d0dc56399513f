import { adminMeta } from '../shell/admin-meta';
import { MediaScreen } from '../features/media/media-screen';

export const meta = () => adminMeta('Media Library');

export default function MediaRoute() {
  return <MediaScreen />;
}
