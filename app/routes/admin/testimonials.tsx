import { adminMeta } from '../../components/admin/admin-meta';
import { TestimonialsScreen } from '../../features/admin-testimonials/testimonials-screen';

export const meta = () => adminMeta('Testimonials');

export default function TestimonialsRoute() {
  return <TestimonialsScreen />;
}
