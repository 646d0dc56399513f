import { ProductCard, toProductCardData } from '../../features/catalog/product-card';
import type { Route } from './+types/products';

export async function loader({ context }: Route.LoaderArgs) {
  const [products, settings] = await Promise.all([
    context.services.catalog.listProducts(),
    context.services.settings.getPublic(),
  ]);
  return {
    currencySymbol: settings.currencySymbol,
    siteName: settings.siteName,
    products: products.map(toProductCardData),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Products | ${data?.siteName ?? 'Shop'}` }];
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { products, currencySymbol } = loaderData;
  return (
    <main id="main-content" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Products</h1>
      {products.length === 0 ? (
        <div className="py-16 text-center">
          <h2 className="text-xl font-semibold">No Products Found</h2>
          <p className="mt-2 text-stone-600">Try adjusting your search or filter criteria</p>
        </div>
      ) : (
        <ul id="products" className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Products">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} currencySymbol={currencySymbol} />
          ))}
        </ul>
      )}
    </main>
  );
}
