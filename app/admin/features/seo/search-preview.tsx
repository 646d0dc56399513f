import { useId, useState } from 'react';
import { SEO_HINTS } from '../../../../common/seo/seo-admin-schemas';
import type { TextLanguage } from '../../forms/text-language';
import { breadcrumb, cutText, pagePath } from './seo-form';

/**
 * How the page may look in a search result, updated as staff type: the address as a breadcrumb, the
 * title cut near 60 characters and the description near 160, as search engines cut them. A guide
 * only: engines measure in pixels and sometimes write their own snippet. In Urdu (decision 039) the Urdu
 * page's result, right to left.
 */
export function SearchPreview({
  page,
  title,
  description,
  language = 'en',
}: {
  page: string;
  title: string;
  description: string;
  language?: TextLanguage;
}) {
  const headingId = useId();
  // The dialog opens in the browser only, where the shop's own address is known.
  const [host] = useState(() => (typeof window === 'undefined' ? '' : window.location.host));
  const shownTitle = cutText(title, SEO_HINTS.title.max);
  const shownDescription = cutText(description, SEO_HINTS.description.max);
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-stone-200 pt-5">
      <h3 id={headingId} className="font-semibold text-stone-900">
        Search result preview
      </h3>
      <div
        className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
        lang={language === 'ur' ? 'ur' : undefined}
        dir={language === 'ur' ? 'rtl' : undefined}
      >
        <p className="truncate text-xs text-stone-700">
          {page ? breadcrumb(host, pagePath(page)) : `${host} › …`}
        </p>
        <p className="mt-1 text-lg leading-snug break-words text-[#1a0dab]">
          {shownTitle || <span className="text-stone-500 italic">The title goes here</span>}
        </p>
        <p className="mt-1 text-sm break-words text-stone-700">
          {shownDescription || <span className="text-stone-500 italic">The description goes here</span>}
        </p>
      </div>
    </section>
  );
}
