import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '../../../../common/catalog/product-filters';
import { useDebouncedDraft } from './use-debounced-draft';
import { useMessages } from '../../i18n/shop-language';

/** What a typed search becomes in the URL: blank means no search. */
const normalizeSearch = (draft: string) => (draft.trim() ? draft.slice(0, SEARCH_MAX_LENGTH) : '');

/**
 * The search box (storefront §2 Products). Typing updates the URL after a short pause, replacing the
 * history entry; Enter or the button applies it at once. Without JavaScript the form submits `q`.
 */
export function ProductSearch({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const words = useMessages('catalog');
  const { draft, change, flush } = useDebouncedDraft(value, onCommit, normalizeSearch, 250);
  return (
    <div className="flex w-full">
      <label htmlFor="products-search" className="sr-only">
        {words.searchProducts}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3 h-5 w-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id="products-search"
          type="search"
          name="q"
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          placeholder={words.searchPlaceholder}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            flush();
          }}
          className="shop-field h-11 w-full rounded-s-lg pe-3 ps-10 placeholder:text-stone-500"
        />
      </div>
      {/* The form's first submit button, so Enter without JavaScript submits the search. */}
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          flush();
        }}
        className="h-11 rounded-e-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {words.search}
      </button>
    </div>
  );
}
