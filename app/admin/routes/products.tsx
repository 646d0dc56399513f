import { adminMeta } from '../shell/admin-meta';
import { ProductsScreen } from '../features/products/products-screen';

export const meta = () => adminMeta('Products');

export default function ProductsRoute() {
  return <ProductsScreen />;
}
