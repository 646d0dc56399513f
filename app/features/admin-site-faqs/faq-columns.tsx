import { Pencil, Trash2 } from 'lucide-react';
import type { SiteFaq } from '../../../common/community/community-admin-schemas';
import type { SortableColumn } from '../../components/admin/sortable-table';
import { cn } from '../../lib/cn';
import { faqName, shorten } from './faq-form';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The columns after Order (back-office §2): Question, Answer, Category, Status, Actions. */
export function faqColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (faq: SiteFaq) => void;
  onDelete: (faq: SiteFaq) => void;
}): SortableColumn<SiteFaq>[] {
  return [
    {
      key: 'question',
      header: 'Question',
      cell: (faq) => <p className="font-semibold break-words text-stone-900">{faq.question}</p>,
      className: 'lg:min-w-48',
    },
    {
      key: 'answer',
      header: 'Answer',
      // The table shows the start; screen readers get it whole.
      cell: (faq) => (
        <p className="break-words text-stone-800" title={faq.answer}>
          <span aria-hidden="true">{shorten(faq.answer, 100)}</span>
          <span className="sr-only">{faq.answer}</span>
        </p>
      ),
      className: 'lg:min-w-64',
    },
    {
      key: 'category',
      header: 'Category',
      cell: (faq) =>
        faq.category ? (
          <span className={cn(pill, 'bg-brand-50 text-brand-800')}>{faq.category}</span>
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
      cell: (faq) =>
        faq.isPublished ? (
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
      cell: (faq) => (
        <span className="flex gap-2">
          <button
            type="button"
            onClick={() => onEdit(faq)}
            className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit<span className="sr-only"> {faqName(faq)}</span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(faq)}
            className="inline-flex items-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete<span className="sr-only"> {faqName(faq)}</span>
          </button>
        </span>
      ),
      className: 'whitespace-nowrap',
    },
  ];
}
