import { cn } from '../../../lib/cn';

const chip =
  'rounded-full border px-3 py-1 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-1 focus-visible:outline-none';

/**
 * The distinct categories of the FAQs (back-office §2), each a filter: pressing one shows its FAQs only,
 * All shows every one. A pressed chip says so (aria-pressed) as well as by its colour.
 */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const choices: Array<{ label: string; value: string | null }> = [
    { label: 'All', value: null },
    ...categories.map((category) => ({ label: category, value: category })),
  ];
  return (
    <div role="group" aria-label="Filter by category" className="mb-4 flex flex-wrap gap-2">
      {choices.map((choice) => {
        const pressed = choice.value === selected;
        return (
          <button
            key={choice.value ?? ''}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(choice.value)}
            className={cn(
              chip,
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
