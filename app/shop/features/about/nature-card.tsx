import type { LucideIcon } from 'lucide-react';
import { filterNatureEntries, type NatureEntry } from './ingredient-search';
import { fill } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

type Props = {
  icon: LucideIcon;
  title: string;
  entries: readonly NatureEntry[];
  query: string;
  /** What the entries are, for the "nothing matches" line and the screen-reader count. */
  noun: string;
};

/** One card of the Power of Nature section: its entries narrowed by the search box. */
export function NatureCard({ icon: Icon, title, entries, query, noun }: Props) {
  const words = useMessages('about');
  const shown = filterNatureEntries(entries, query);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-amber-100">
          <Icon aria-hidden="true" className="h-6 w-6 text-amber-800" />
        </span>
        <h3 className="text-xl font-bold text-stone-900">{title}</h3>
      </div>
      <p role="status" className="sr-only">
        {query.trim() ? fill(words.entriesShown, { shown: shown.length, total: entries.length, noun }) : ''}
      </p>
      {shown.length ? (
        <ul className="mt-6 divide-y divide-stone-100">
          {shown.map((entry, index) => (
            <li key={`${entry.label}-${index}`} className="py-4 first:pt-0 last:pb-0">
              <h4 className="font-semibold text-stone-900">{entry.label}</h4>
              {entry.description ? <p className="mt-1 text-sm text-stone-700">{entry.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-stone-700">{fill(words.noMatch, { noun, query: query.trim() })}</p>
      )}
    </div>
  );
}
