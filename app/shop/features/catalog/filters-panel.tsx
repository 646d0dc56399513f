import { Link } from 'react-router';
import {
  activeFilterCount,
  clearFilters,
  parsePriceBound,
  PRICE_CEILING,
  PRICE_FLOOR,
  withProductsView,
  type ProductsView,
} from '../../../../common/catalog/product-filters';
import { FILTER_TOGGLES, FILTERS_PANEL_CLASS, FILTERS_PANEL_ID } from './filters-panel-box';
import type { UpdateView } from './use-products-view';
import { useDebouncedDraft } from './use-debounced-draft';
import { useMessages } from '../../i18n/shop-language';

const inputClass = 'shop-field h-10 w-full rounded-lg px-3'; // app.css;

/**
 * Price range (0 to 10000, inclusive) and the in-stock, on-sale and new-arrival toggles (storefront §5).
 * Always in the page's form, only hidden when closed, so a submit without JavaScript keeps its values.
 * The browser loads it the first time it opens (filters-panel-slot.tsx).
 */
export function FiltersPanel({ view, updateView }: { view: ProductsView; updateView: UpdateView }) {
  const words = useMessages('catalog');
  const min = usePriceDraft(view.min, PRICE_FLOOR, (value) => updateView({ min: value }, { replace: true }));
  const max = usePriceDraft(view.max, PRICE_CEILING, (value) =>
    updateView({ max: value }, { replace: true }),
  );
  const clearHref = `?${withProductsView(new URLSearchParams(), clearFilters(view)).toString()}`;

  return (
    <div id={FILTERS_PANEL_ID} hidden={!view.filtersOpen} className={FILTERS_PANEL_CLASS}>
      <div className="grid gap-5 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{words.priceRange}</legend>
          <div className="mt-2 flex items-end gap-3">
            <PriceInput id="products-min" name="min" label={words.minPrice} draft={min} bound={PRICE_FLOOR} />
            <span aria-hidden="true" className="pb-2 text-stone-500">
              –
            </span>
            <PriceInput
              id="products-max"
              name="max"
              label={words.maxPrice}
              draft={max}
              bound={PRICE_CEILING}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{words.showOnly}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {FILTER_TOGGLES.map((toggle) => (
              <label key={toggle.key} className="flex items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  name={toggle.name}
                  value="1"
                  checked={view[toggle.key]}
                  onChange={(event) => updateView({ [toggle.key]: event.target.checked })}
                  className="h-4 w-4 accent-brand-700"
                />
                {words[toggle.label]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            min.flush();
            max.flush();
          }}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {words.applyFilters}
        </button>
        {activeFilterCount(view) > 0 ? (
          <Link
            to={clearHref}
            preventScrollReset
            className="text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700"
          >
            {words.clearFilters}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

type PriceDraft = ReturnType<typeof useDebouncedDraft>;

function usePriceDraft(value: number, fallback: number, commit: (value: number) => void): PriceDraft {
  return useDebouncedDraft(
    String(value),
    (draft) => commit(parsePriceBound(draft, fallback)),
    (draft) => String(parsePriceBound(draft, fallback)),
    400,
  );
}

function PriceInput({
  id,
  name,
  label,
  draft,
  bound,
}: {
  id: string;
  name: string;
  label: string;
  draft: PriceDraft;
  bound: number;
}) {
  return (
    <div className="flex-1">
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        name={name}
        inputMode="decimal"
        min={PRICE_FLOOR}
        max={PRICE_CEILING}
        step="any"
        placeholder={String(bound)}
        value={draft.draft}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={draft.flush}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          draft.flush();
        }}
        className={inputClass}
      />
    </div>
  );
}
