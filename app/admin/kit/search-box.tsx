import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { controlClass as control } from './filter-styles';

/**
 * A screen's search box (the order desk, the products grid): what staff type shows at once (and goes to
 * `onType`, for a list that filters as they type) and reaches `onCommit` (the URL, replacing its history
 * entry) after a short pause or on Enter, so typing a phone number is one step back, not eleven. When
 * the committed search changes under it (back button, a link), the box follows.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onCommit,
  onType,
  delayMs = 300,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (q: string) => void;
  onType?: (q: string) => void;
  delayMs?: number;
  className?: string;
}) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A pending commit calls the newest `onCommit`, never the one from when typing began: a screen's
  // commit writes the URL from the address it knew, and a click in the pause (an Edit link) has
  // changed it since; the stale one wrote the old address back and closed what the click opened.
  const latestCommit = useRef(onCommit);
  useEffect(() => {
    latestCommit.current = onCommit;
  }, [onCommit]);
  const id = useId();

  useEffect(() => {
    if (value.trim() === committed.current.trim()) return;
    clearTimeout(timer.current);
    committed.current = value;
    setDraft(value);
    onType?.(value);
  }, [value, onType]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string, now = false) {
    setDraft(next);
    onType?.(next);
    clearTimeout(timer.current);
    const commit = () => {
      committed.current = next;
      latestCommit.current(next);
    };
    if (now) commit();
    else timer.current = setTimeout(commit, delayMs);
  }

  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-700">
        {label}
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
          placeholder={placeholder}
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
