import { Braces, Pencil, Plus } from 'lucide-react';
import { formatDateTime } from '../../kit/format';
import { cn } from '../../../lib/cn';
import { cardPreview, type SectionCardInfo } from './content-view';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * One section on the content screen (back-office §2): its title and description, a preview of what the
 * page shows (saved or default, cut at 50 characters), whether it is saved, when, and Create or Edit.
 */
export function SectionCard({ card, onOpen }: { card: SectionCardInfo; onOpen: () => void }) {
  const { record } = card;
  const headingId = `content-card-${card.key}`;
  const preview = cardPreview(card.key, record);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-semibold break-words text-stone-900">
          {card.title}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {card.custom ? (
            <span className={cn(BADGE, 'inline-flex items-center gap-1 bg-stone-100 text-stone-800')}>
              <Braces aria-hidden="true" className="h-3.5 w-3.5" />
              Custom
            </span>
          ) : null}
          {record ? (
            <span className={cn(BADGE, 'bg-brand-50 text-brand-800')}>Saved</span>
          ) : (
            <span className={cn(BADGE, 'border border-stone-300 text-stone-700')}>Default</span>
          )}
          {record && !record.isPublished ? (
            <span className={cn(BADGE, 'bg-amber-100 text-amber-900')}>Draft</span>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-stone-600">{card.description}</p>
      <div className="rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-800">
        <p className="font-medium">
          <span className="sr-only">Preview: </span>
          {preview.text || <span className="font-normal text-stone-500 italic">No text yet</span>}
        </p>
        {preview.description ? <p className="mt-0.5 text-stone-600">{preview.description}</p> : null}
      </div>
      <p className="text-xs text-stone-600">
        {record
          ? `Last updated ${formatDateTime(record.updatedAt)}`
          : 'Not saved yet: the page shows the defaults.'}
      </p>
      <div className="mt-auto pt-1">
        <button
          type="button"
          onClick={onOpen}
          className={cn(
            'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
            record
              ? 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
              : 'bg-brand-700 text-white hover:bg-brand-800',
          )}
        >
          {record ? (
            <Pencil aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Plus aria-hidden="true" className="h-4 w-4" />
          )}
          {record ? 'Edit' : 'Create'}
          <span className="sr-only"> {card.title}</span>
        </button>
      </div>
    </article>
  );
}
