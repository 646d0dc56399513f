import { useId } from 'react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../../common/catalog/categories';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../../common/catalog/product-status';
import { SearchBox } from '../../kit/search-box';
import type { ProductsView } from './products-view';
import { controlClass as control, filterLabelClass as labelText } from '../../kit/filter-styles';

/** How each status reads in the filter, with how many products have it. */
const STATUS_CHOICES: Record<ProductStatus, string> = { published: 'Published', draft: 'Drafts' };

/**
 * Beyond the spec: a search box, a category filter and a status filter (decision 029) over the grid,
 * kept in the URL.
 */
export function ProductsToolbar({
  view,
  statusCounts,
  onType,
  onChange,
}: {
  view: ProductsView;
  /** How many products of each status there are, once the list is read. */
  statusCounts?: Record<ProductStatus, number>;
  /** The search as it is typed, before it reaches the URL. */
  onType: (q: string) => void;
  onChange: (patch: Partial<ProductsView>, options?: { replace?: boolean }) => void;
}) {
  const categoryId = useId();
  const statusId = useId();
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SearchBox
        label="Search products"
        placeholder="Name, slug or SKU"
        value={view.q}
        onType={onType}
        onCommit={(q) => onChange({ q }, { replace: true })}
        delayMs={250}
        className="flex-1 sm:min-w-56"
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
      <div className="sm:w-44">
        <label htmlFor={statusId} className={labelText}>
          Status
        </label>
        <select
          id={statusId}
          value={view.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as ProductStatus | null })}
          className={control}
        >
          <option value="">All statuses</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_CHOICES[status]}
              {statusCounts ? ` (${statusCounts[status]})` : ''}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
