import { adminMeta } from '../shell/admin-meta';
import { SiteFaqsScreen } from '../features/site-faqs/site-faqs-screen';

export const meta = () => adminMeta('Site FAQs');

export default function SiteFaqsRoute() {
  return <SiteFaqsScreen />;
}
