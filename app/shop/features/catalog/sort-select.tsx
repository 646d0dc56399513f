import { type ProductSort } from '../../../../common/catalog/product-filters';
import type { SortChoice } from './products-content';
import { useMessages } from '../../i18n/shop-language';

/** The six sorts (storefront §9); labels come from the products page's 'sort' content section. */
export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: ProductSort;
  options: SortChoice[];
  onChange: (sort: ProductSort) => void;
}) {
  const words = useMessages('catalog');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="products-sort" className="text-sm font-medium whitespace-nowrap text-stone-700">
        {words.sortBy}
      </label>
      <select
        id="products-sort"
        name="sort"
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
        className="shop-field h-10 min-w-0 flex-1 rounded-lg px-3 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
