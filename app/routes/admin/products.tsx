import { adminMeta } from '../../components/admin/admin-meta';
import { ProductsScreen } from '../../features/admin-products/products-screen';

export const meta = () => adminMeta('Products');

export default function ProductsRoute() {
  return <ProductsScreen />;
}
