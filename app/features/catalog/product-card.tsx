import { Link } from 'react-router';
import { stockLevel } from '../../../common/catalog/categories';
import { formatMoney } from '../../../common/money';

export type ProductCardData = {
  id: string;
  name: string;
  slug: string;
  price: string;
  image: string | null;
  stock: number;
  category: string;
};

/** Only what a card shows travels to the browser. */
export function toProductCardData({
  id,
  name,
  slug,
  price,
  image,
  stock,
  category,
}: ProductCardData): ProductCardData {
  return { id, name, slug, price, image, stock, category };
}

export function ProductCard({
  product,
  currencySymbol,
}: {
  product: ProductCardData;
  currencySymbol: string;
}) {
  const level = stockLevel(product.stock);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <Link to={`/product/${product.slug}`} className="group flex flex-1 flex-col">
        <div className="aspect-square bg-stone-100">
          {product.image ? (
            <img
              src={product.image}
              alt={product.name}
              width={800}
              height={800}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition group-hover:scale-[1.02]"
            />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs uppercase tracking-wide text-stone-500">{product.category}</p>
          <h2 className="font-semibold text-stone-900 group-hover:text-brand-700">{product.name}</h2>
          <p className="mt-auto pt-2 font-semibold text-brand-800">
            {formatMoney(product.price, currencySymbol)}
          </p>
          {level === 'out' ? (
            <p className="text-sm font-medium text-red-700">Out of Stock</p>
          ) : level === 'low' ? (
            <p className="text-sm font-medium text-amber-800">Only {product.stock} left</p>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
