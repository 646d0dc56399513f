import { adminMeta } from '../shell/admin-meta';
import { TestimonialsScreen } from '../features/testimonials/testimonials-screen';

export const meta = () => adminMeta('Testimonials');

export default function TestimonialsRoute() {
  return <TestimonialsScreen />;
}
