import type { ProductCategory } from '../../../../common/catalog/categories';
import { cn } from '../../../lib/cn';
import type { CategoryChip } from './products-content';

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
  return (
    // One scrolling row on a phone keeps the products above the fold; wrapped rows from `sm` up.
    <div
      role="group"
      aria-label="Categories"
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
            className={cn(
              'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-brand-700 hover:text-brand-800',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
