import { stockLevel } from '../../../../common/catalog/categories';
import { cn } from '../../../lib/cn';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

/** Storefront §4 stock labels: 'Out of Stock', 'Low Stock - Only {n} left', 'In Stock'. */
export function StockLabel({ stock }: { stock: number }) {
  const words = useMessages('shop');
  const format = useFormat();
  const level = stockLevel(stock);
  return (
    <p
      className={cn(
        'text-sm font-semibold',
        level === 'out' ? 'text-red-700' : level === 'low' ? 'text-amber-800' : 'text-brand-800',
      )}
    >
      {level === 'out'
        ? words.outOfStock
        : level === 'low'
          ? fill(words.lowStock, { n: format.count(stock) })
          : words.inStock}
    </p>
  );
}
