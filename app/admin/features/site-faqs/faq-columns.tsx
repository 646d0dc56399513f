import type { SiteFaq } from '../../../../common/community/community-admin-schemas';
import {
  actionsColumn,
  NoneCell,
  pill,
  ShortText,
  statusColumn,
  type RowHandlers,
} from '../../kit/record-columns';
import type { SortableColumn } from '../../kit/sortable-table';
import { cn } from '../../../lib/cn';
import { faqName } from './faq-form';

/** The columns after Order (back-office §2): Question, Answer, Category, Status, Actions. */
export function faqColumns({ onEdit, onDelete }: RowHandlers<SiteFaq>): SortableColumn<SiteFaq>[] {
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
      cell: (faq) => <ShortText text={faq.answer} max={100} />,
      className: 'lg:min-w-64',
    },
    {
      key: 'category',
      header: 'Category',
      cell: (faq) =>
        faq.category ? (
          <span className={cn(pill, 'bg-brand-50 text-brand-800')}>{faq.category}</span>
        ) : (
          <NoneCell />
        ),
    },
    statusColumn(),
    actionsColumn({ rowName: faqName, onEdit, onDelete }),
  ];
}
