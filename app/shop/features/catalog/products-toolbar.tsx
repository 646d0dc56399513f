import { activeFilterCount, type ProductsView } from '../../../../common/catalog/product-filters';
import { CategoryChips } from './category-chips';
import { FiltersPanelSlot } from './filters-panel-slot';
import { FiltersToggle } from './filters-toggle';
import { LayoutSwitch } from './layout-switch';
import { ProductSearch } from './product-search';
import type { CategoryChip, SortChoice } from './products-content';
import { SortSelect } from './sort-select';
import type { UpdateView } from './use-products-view';
import { useLocalizedPath, useMessages } from '../../i18n/shop-language';

type Props = {
  view: ProductsView;
  updateView: UpdateView;
  categories: CategoryChip[];
  sortOptions: SortChoice[];
};

/**
 * Search, category chips, the filters toggle and panel, layout and sort, all in one GET form on
 * /products: without JavaScript it submits the view as a query (the hidden fields carry what the buttons
 * set; a repeated key counts by its last value), with JavaScript each control updates the URL itself.
 */
export function ProductsToolbar({ view, updateView, categories, sortOptions }: Props) {
  const words = useMessages('catalog');
  const to = useLocalizedPath();
  return (
    <form
      method="get"
      action={to('/products')}
      aria-label={words.searchAndFilter}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="category" value={view.category ?? ''} />
      <input type="hidden" name="layout" value={view.layout} />
      <input type="hidden" name="filters" value={view.filtersOpen ? '1' : '0'} />
      <ProductSearch value={view.q} onCommit={(q) => updateView({ q }, { replace: true })} />
      <CategoryChips
        chips={categories}
        selected={view.category}
        onSelect={(category) => updateView({ category })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <FiltersToggle
          open={view.filtersOpen}
          activeCount={activeFilterCount(view)}
          onToggle={() => updateView({ filtersOpen: !view.filtersOpen })}
        />
        <div className="ms-auto">
          <LayoutSwitch layout={view.layout} onChange={(layout) => updateView({ layout })} />
        </div>
        <div className="w-full sm:w-auto">
          <SortSelect value={view.sort} options={sortOptions} onChange={(sort) => updateView({ sort })} />
        </div>
      </div>
      <FiltersPanelSlot view={view} updateView={updateView} />
    </form>
  );
}
