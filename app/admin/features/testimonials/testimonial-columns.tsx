import { BadgeCheck, Star } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '../../../../common/community/community-admin-schemas';
import {
  actionsColumn,
  NoneCell,
  pill,
  ShortText,
  statusColumn,
  type RowHandlers,
} from '../../kit/record-columns';
import type { SortableColumn } from '../../kit/sortable-table';
import { StarRating } from '../../../ui/star-rating';
import { cn } from '../../../lib/cn';
import { initials } from './testimonial-form';

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
}: RowHandlers<Testimonial>): SortableColumn<Testimonial>[] {
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
      cell: (t) => <ShortText text={t.testimonial} max={80} />,
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
          <NoneCell />
        ),
    },
    statusColumn(),
    actionsColumn({ rowName, onEdit, onDelete }),
  ];
}
