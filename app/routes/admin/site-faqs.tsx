import { adminMeta } from '../../components/admin/admin-meta';
import { SiteFaqsScreen } from '../../features/admin-site-faqs/site-faqs-screen';

export const meta = () => adminMeta('Site FAQs');

export default function SiteFaqsRoute() {
  return <SiteFaqsScreen />;
}
