import { adminMeta } from '../shell/admin-meta';
import { SeoScreen } from '../features/seo/seo-screen';

export const meta = () => adminMeta('SEO');

export default function SeoRoute() {
  return <SeoScreen />;
}
