import { Droplets, Search, Sparkles, Sprout } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import type { AboutContent } from './about-content';
import { NatureCard } from './nature-card';
import { useMessages } from '../../i18n/shop-language';

type TabId = 'ingredients' | 'honey';
const TABS: Array<{ id: TabId; label: 'vitalixIngredients' | 'rawHoney' }> = [
  { id: 'ingredients', label: 'vitalixIngredients' },
  { id: 'honey', label: 'rawHoney' },
];

/**
 * The Power of Nature section (storefront §2 About). The spec shows the 'Vitalix Ingredients' / 'Raw Honey'
 * buttons and the search box without behaviour; here they act as a shopper expects: the buttons are tabs
 * switching between the two cards, and the search narrows the shown card's entries.
 */
export function PowerOfNatureSection({ ingredients }: { ingredients: AboutContent['ingredients'] }) {
  const words = useMessages('about');
  const [active, setActive] = useState<TabId>('ingredients');
  const [query, setQuery] = useState('');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ ingredients: null, honey: null });

  // WAI-ARIA tabs: arrow keys, Home and End move between the tabs and select the one reached.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const count = TABS.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = TABS[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    setActive(target.id);
    tabRefs.current[target.id]?.focus();
  }

  const ingredientEntries = ingredients.vitalixIngredients.map((i) => ({
    label: i.name,
    description: i.description,
  }));
  const honeyEntries = ingredients.honeyDetails.map((h) => ({ label: h.title, description: h.description }));

  return (
    <section aria-labelledby="nature-heading" className="bg-gradient-to-b from-white to-amber-50">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="nature-heading" className="text-3xl font-bold text-stone-900">
            {ingredients.heading}
          </h2>
          <p className="mt-3 text-stone-700">{ingredients.subheading}</p>
        </div>

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div
            role="tablist"
            aria-label={words.ingredientsTabs}
            className="inline-flex rounded-full bg-stone-100 p-1"
          >
            {TABS.map((tab, index) => {
              const selected = tab.id === active;
              return (
                <button
                  key={tab.id}
                  ref={(el) => {
                    tabRefs.current[tab.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`nature-tab-${tab.id}`}
                  aria-selected={selected}
                  aria-controls={`nature-panel-${tab.id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(tab.id)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                  className={cn(
                    'flex-1 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap sm:flex-none',
                    selected ? 'bg-brand-700 text-white shadow' : 'text-stone-700 hover:text-brand-800',
                  )}
                >
                  {words[tab.label]}
                </button>
              );
            })}
          </div>
          <div className="relative sm:w-72">
            <label htmlFor="ingredient-search" className="sr-only">
              {words.searchIngredients}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 start-3 h-4 w-4 -translate-y-1/2 text-stone-500"
            />
            <input
              id="ingredient-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={words.searchIngredientsPlaceholder}
              className="w-full rounded-full border border-stone-300 bg-white py-2 pe-4 ps-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-700"
            />
          </div>
        </div>

        {(
          [
            {
              key: 'ingredients',
              icon: Sprout,
              title: words.insideEveryJar,
              entries: ingredientEntries,
              noun: words.ingredientsNoun,
            },
            {
              key: 'honey',
              icon: Droplets,
              title: words.goodnessOfHoney,
              entries: honeyEntries,
              noun: words.honeyNoun,
            },
          ] as const
        ).map((panel) => (
          <div
            key={panel.key}
            role="tabpanel"
            id={`nature-panel-${panel.key}`}
            aria-labelledby={`nature-tab-${panel.key}`}
            hidden={active !== panel.key}
            tabIndex={0}
            className="mt-6 rounded-2xl"
          >
            <NatureCard
              icon={panel.icon}
              title={panel.title}
              entries={panel.entries}
              query={query}
              noun={panel.noun}
            />
          </div>
        ))}

        <div className="mt-8 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
          <div className="flex items-center gap-3">
            <Sparkles aria-hidden="true" className="h-6 w-6 text-honey-400" />
            <h3 className="text-xl font-bold">{words.philosophy}</h3>
          </div>
          <p className="mt-3 leading-relaxed text-brand-50">{ingredients.philosophy}</p>
        </div>
      </div>
    </section>
  );
}
