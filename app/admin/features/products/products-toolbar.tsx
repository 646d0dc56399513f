import { useId } from 'react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../../common/catalog/categories';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../../common/catalog/product-status';
import { SearchBox } from '../../kit/search-box';
import type { ProductsView } from './products-view';
import { controlClass as control, filterLabelClass as labelText } from '../../kit/filter-styles';

/** How each status reads in the filter, with how many products have it. */
const STATUS_CHOICES: Record<ProductStatus, string> = { published: 'Published', draft: 'Drafts' };

/** A labelled select of the toolbar: `all` first (passed on as null), then the choices. */
function FilterSelect({
  label,
  all,
  choices,
  value,
  onChange,
  className,
}: {
  label: string;
  all: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  value: string | null;
  onChange: (value: string | null) => void;
  className: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelText}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={control}
      >
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <FilterSelect
        label="Category"
        all="All categories"
        choices={PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }))}
        value={view.category}
        onChange={(category) => onChange({ category: category as ProductCategory | null })}
        className="sm:w-56"
      />
      <FilterSelect
        label="Status"
        all="All statuses"
        choices={PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: `${STATUS_CHOICES[status]}${statusCounts ? ` (${statusCounts[status]})` : ''}`,
        }))}
        value={view.status}
        onChange={(status) => onChange({ status: status as ProductStatus | null })}
        className="sm:w-44"
      />
    </div>
  );
}
