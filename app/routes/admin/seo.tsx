import { adminMeta } from '../../components/admin/admin-meta';
import { SeoScreen } from '../../features/admin-seo/seo-screen';

export const meta = () => adminMeta('SEO');

export default function SeoRoute() {
  return <SeoScreen />;
}
