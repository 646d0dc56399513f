import { stockLevel } from '../../../../common/catalog/categories';
import { cn } from '../../../lib/cn';

/** Storefront §4 stock labels: 'Out of Stock', 'Low Stock - Only {n} left', 'In Stock'. */
export function StockLabel({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return (
    <p
      className={cn(
        'text-sm font-semibold',
        level === 'out' ? 'text-red-700' : level === 'low' ? 'text-amber-800' : 'text-brand-800',
      )}
    >
      {level === 'out' ? 'Out of Stock' : level === 'low' ? `Low Stock - Only ${stock} left` : 'In Stock'}
    </p>
  );
}
