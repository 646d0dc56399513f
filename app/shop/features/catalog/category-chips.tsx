import type { ProductCategory } from '../../../../common/catalog/categories';
import type { CategoryChip } from './products-content';
import { useMessages } from '../../i18n/shop-language';

/**
 * All Products plus the four categories (storefront §2). Each chip is a submit button of the page's GET
 * form, so the choice also works before JavaScript loads; once it has, the click updates the URL directly.
 */
export function CategoryChips({
  chips,
  selected,
  onSelect,
}: {
  chips: CategoryChip[];
  selected: ProductCategory | null;
  onSelect: (category: ProductCategory | null) => void;
}) {
  const words = useMessages('catalog');
  return (
    // One scrolling row on a phone keeps the products above the fold; wrapped rows from `sm` up.
    <div
      role="group"
      aria-label={words.categories}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      {chips.map((chip) => {
        const active = chip.category === selected;
        return (
          <button
            key={chip.category ?? 'all'}
            type="submit"
            name="category"
            value={chip.category ?? ''}
            aria-pressed={active}
            onClick={(event) => {
              event.preventDefault();
              onSelect(chip.category);
            }}
            className="category-chip" // app.css: its look follows aria-pressed
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
