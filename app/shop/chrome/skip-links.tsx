import { useMatches } from 'react-router';
import { useMessages } from '../i18n/shop-language';

const linkClass =
  'sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow';

/** Storefront §2 Shared chrome: skip links point to main content, products and FAQ. */
const LINKS = [
  { id: 'main-content', label: 'skipToMain' },
  { id: 'products', label: 'skipToProducts' },
  { id: 'faq', label: 'skipToFaq' },
] as const;

/** Every shop page has main content; the other targets exist on some pages only. */
export type SkipTarget = 'products' | 'faq';
type Targets<Data> = readonly SkipTarget[] | ((data: Data | undefined) => readonly SkipTarget[]);

/**
 * A route's `handle` naming the targets its page draws, from its loader data when that decides (the
 * product page has an FAQ only when the product has questions). A link to a missing target would
 * leave a keyboard user where they were, so pages that do not name a target do not get its link.
 */
export function skipLinksHandle<Data = unknown>(skipTargets: Targets<Data>) {
  return { skipTargets };
}

function isSkipHandle(handle: unknown): handle is { skipTargets: Targets<unknown> } {
  return typeof handle === 'object' && handle !== null && 'skipTargets' in handle;
}

/** Keyboard users jump past the header to what the current page has. */
export function SkipLinks({ mainOnly = false }: { mainOnly?: boolean }) {
  const words = useMessages('shop');
  const matches = useMatches();
  const targets = new Set<string>(['main-content']);
  if (!mainOnly) {
    for (const match of matches) {
      if (!isSkipHandle(match.handle)) continue;
      const { skipTargets } = match.handle;
      for (const id of typeof skipTargets === 'function' ? skipTargets(match.data) : skipTargets) {
        targets.add(id);
      }
    }
  }
  return (
    <div>
      {LINKS.filter((link) => targets.has(link.id)).map((link) => (
        <a key={link.id} href={`#${link.id}`} className={linkClass}>
          {words[link.label]}
        </a>
      ))}
    </div>
  );
}
