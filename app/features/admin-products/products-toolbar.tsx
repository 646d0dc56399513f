import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../common/catalog/categories';
import type { ProductsView } from './products-view';

const SEARCH_DELAY_MS = 250;

const control =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none';
const labelText = 'mb-1 block text-xs font-medium text-stone-700';

/**
 * The search box: the grid follows what is typed at once (`onType`), and the URL a moment later,
 * replacing its history entry. When the URL's search changes under it (back button, a link), it follows.
 */
function SearchBox({
  value,
  onType,
  onCommit,
}: {
  value: string;
  onType: (q: string) => void;
  onCommit: (q: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => {
    if (value === committed.current) return;
    clearTimeout(timer.current);
    committed.current = value;
    setDraft(value);
    onType(value);
  }, [value, onType]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string, now = false) {
    setDraft(next);
    onType(next);
    clearTimeout(timer.current);
    const commit = () => {
      committed.current = next;
      onCommit(next);
    };
    if (now) commit();
    else timer.current = setTimeout(commit, SEARCH_DELAY_MS);
  }

  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={labelText}>
        Search products
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-stone-500"
        />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={200}
          placeholder="Name, slug or SKU"
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') change(draft, true);
          }}
          className={`${control} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
        />
        {draft ? (
          <button
            type="button"
            onClick={() => change('', true)}
            className="absolute top-1.5 right-1.5 rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Clear search</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Issue 13, beyond the spec: a search box and a category filter over the grid, kept in the URL. */
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
      <SearchBox value={view.q} onType={onType} onCommit={(q) => onChange({ q }, { replace: true })} />
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
