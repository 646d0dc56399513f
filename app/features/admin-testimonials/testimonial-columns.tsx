import { BadgeCheck, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '../../../common/community/community-admin-schemas';
import type { SortableColumn } from '../../components/admin/sortable-table';
import { StarRating } from '../../components/ui/star-rating';
import { cn } from '../../lib/cn';
import { initials, shorten } from './testimonial-form';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The customer's photo, or their initials when there is none or it cannot be loaded. */
function Avatar({ testimonial }: { testimonial: Testimonial }) {
  const [broken, setBroken] = useState(false);
  if (testimonial.customerImage && !broken) {
    return (
      <img
        src={testimonial.customerImage}
        alt={`Photo of ${testimonial.customerName}`}
        loading="lazy"
        onError={() => setBroken(true)}
        className="h-10 w-10 rounded-full bg-stone-100 object-cover"
      />
    );
  }
  return (
    <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
      <span aria-hidden="true">{initials(testimonial.customerName)}</span>
      <span className="sr-only">No photo</span>
    </span>
  );
}

export const rowName = (testimonial: Testimonial) => `${testimonial.customerName}'s testimonial`;

/** The columns after Order (back-office §2): Image, Customer, Rating, Testimonial, Badges, Status, Actions. */
export function testimonialColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
}): SortableColumn<Testimonial>[] {
  return [
    { key: 'image', header: 'Image', cell: (t) => <Avatar testimonial={t} />, className: 'lg:w-16' },
    {
      key: 'customer',
      header: 'Customer',
      cell: (t) => (
        <>
          <p className="font-semibold break-words text-stone-900">{t.customerName}</p>
          {t.customerTitle ? <p className="text-xs break-words text-stone-600">{t.customerTitle}</p> : null}
        </>
      ),
      className: 'lg:min-w-36',
    },
    {
      key: 'rating',
      header: 'Rating',
      cell: (t) => <StarRating rating={t.rating} />,
      className: 'whitespace-nowrap',
    },
    {
      key: 'testimonial',
      header: 'Testimonial',
      // The table shows the start; screen readers get it whole.
      cell: (t) => (
        <p className="break-words text-stone-800" title={t.testimonial}>
          <span aria-hidden="true">{shorten(t.testimonial, 80)}</span>
          <span className="sr-only">{t.testimonial}</span>
        </p>
      ),
      className: 'lg:min-w-56',
    },
    {
      key: 'badges',
      header: 'Badges',
      cell: (t) =>
        t.isVerified || t.isFeatured ? (
          <span className="flex flex-wrap gap-1">
            {t.isVerified ? (
              <span className={cn(pill, 'bg-green-100 text-green-900')}>
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                Verified
              </span>
            ) : null}
            {t.isFeatured ? (
              <span className={cn(pill, 'bg-amber-100 text-amber-900')}>
                <Star aria-hidden="true" className="h-3.5 w-3.5" />
                Featured
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-stone-500">
            <span aria-hidden="true">—</span>
            <span className="sr-only">None</span>
          </span>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (t) =>
        t.isPublished ? (
          <span className={cn(pill, 'bg-green-100 text-green-900 ring-1 ring-green-300 ring-inset')}>
            Published
          </span>
        ) : (
          <span className={cn(pill, 'bg-stone-100 text-stone-800 ring-1 ring-stone-300 ring-inset')}>
            Draft
          </span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (t) => (
        <span className="flex gap-2">
          <button
            type="button"
            onClick={() => onEdit(t)}
            className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit<span className="sr-only"> {rowName(t)}</span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(t)}
            className="inline-flex items-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete<span className="sr-only"> {rowName(t)}</span>
          </button>
        </span>
      ),
      className: 'whitespace-nowrap',
    },
  ];
}
