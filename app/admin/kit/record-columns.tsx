import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { shorten } from '../forms/record-form';
import type { SortableColumn } from './sortable-table';

/**
 * Cells and columns the ordered-list managers share (testimonials, site FAQs): a long text cut short,
 * an empty cell, Published or Draft, and the row's Edit and Delete buttons.
 */

/** What a row's Edit and Delete buttons do: open the dialog, or the confirmation. */
export type RowHandlers<T> = { onEdit: (row: T) => void; onDelete: (row: T) => void };

/** A small rounded label in a cell (a category, a badge, the status). */
export const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The start of a long text in the table; screen readers get it whole. */
export function ShortText({ text, max }: { text: string; max: number }) {
  return (
    <p className="break-words text-stone-800" title={text}>
      <span aria-hidden="true">{shorten(text, max)}</span>
      <span className="sr-only">{text}</span>
    </p>
  );
}

/** A cell with nothing in it: a dash, read as 'None'. */
export function NoneCell() {
  return (
    <span className="text-stone-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

/** Status: whether the shop shows the row. */
export function statusColumn<T extends { isPublished: boolean }>(): SortableColumn<T> {
  return {
    key: 'status',
    header: 'Status',
    cell: (row) =>
      row.isPublished ? (
        <span className={cn(pill, 'bg-green-100 text-green-900 ring-1 ring-green-300 ring-inset')}>
          Published
        </span>
      ) : (
        <span className={cn(pill, 'bg-stone-100 text-stone-800 ring-1 ring-stone-300 ring-inset')}>
          Draft
        </span>
      ),
  };
}

/** Actions: Edit and Delete, each naming its row to screen readers ('Edit FAQ “How do I pay?”'). */
export function actionsColumn<T>({
  rowName,
  onEdit,
  onDelete,
}: RowHandlers<T> & { rowName: (row: T) => string }): SortableColumn<T> {
  return {
    key: 'actions',
    header: 'Actions',
    cell: (row) => (
      <span className="flex gap-2">
        <button
          type="button"
          onClick={() => onEdit(row)}
          className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit<span className="sr-only"> {rowName(row)}</span>
        </button>
        <button
          type="button"
          onClick={() => onDelete(row)}
          className="inline-flex items-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete<span className="sr-only"> {rowName(row)}</span>
        </button>
      </span>
    ),
    className: 'whitespace-nowrap',
  };
}
