import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SeoEntryRecord } from '../../../../common/seo/seo-admin-schemas';

/** Back-office §9: an SEO card shows three keywords; the rest are counted in a '+N' badge. */
const SHOWN_KEYWORDS = 3;

const badge = 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800';

function OgImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className="flex aspect-[1200/630] w-full items-center justify-center gap-2 rounded-lg bg-stone-100 text-xs text-stone-600">
        <ImageOff aria-hidden="true" className="h-5 w-5 text-stone-400" />
        Image unavailable
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="aspect-[1200/630] w-full rounded-lg bg-stone-100 object-cover"
    />
  );
}

/**
 * One page's search-engine metadata (back-office §2 SEO management): the page by name and key, its
 * title and description, up to three keywords and a '+N' badge for the rest, the share image when one
 * is set, Edit and Delete.
 */
export function SeoCard({
  entry,
  label,
  onEdit,
  onDelete,
}: {
  entry: SeoEntryRecord;
  /** The page as staff name it ('Home page', 'Product: Vitalix'). */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `seo-${entry.id}`;
  const shown = entry.keywords.slice(0, SHOWN_KEYWORDS);
  const rest = entry.keywords.slice(SHOWN_KEYWORDS);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="min-w-0">
        <h2 id={headingId} className="font-semibold break-words text-stone-900">
          {label}
        </h2>
        <p className="font-mono text-xs break-all text-stone-600">{entry.page}</p>
      </header>
      {entry.ogImage ? <OgImage src={entry.ogImage} /> : null}
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-xs font-medium text-stone-600">Title</dt>
          <dd className="font-medium break-words text-stone-900">{entry.title}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-stone-600">Description</dt>
          <dd className="break-words text-stone-800">{entry.description}</dd>
        </div>
      </dl>
      {entry.keywords.length ? (
        <ul aria-label="Keywords" className="flex flex-wrap gap-1.5">
          {shown.map((keyword, i) => (
            <li key={`${i}-${keyword}`} className={badge}>
              {keyword}
            </li>
          ))}
          {rest.length ? (
            <li className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
              <span aria-hidden="true" title={rest.join(', ')}>
                +{rest.length}
              </span>
              <span className="sr-only">
                {rest.length} more: {rest.join(', ')}
              </span>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-xs text-stone-600">No keywords</p>
      )}
      <div className="mt-auto flex gap-2 pt-1">
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit<span className="sr-only"> SEO for {label}</span>
        </button>
        <button
          type="button"
          onClick={onDelete}
          className="inline-flex items-center justify-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete<span className="sr-only"> SEO for {label}</span>
        </button>
      </div>
    </article>
  );
}
