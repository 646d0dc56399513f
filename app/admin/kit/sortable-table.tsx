import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A row the table can reorder: its id (what the API's `PUT …/order` takes) and its stored position. */
export type SortableRow = { id: string; order: number };

export type SortableColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell's classes (width, alignment, wrapping). */
  className?: string;
};

/** The ids in their new order once `activeId` is dropped where `overId` was. */
export function movedIds(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

/**
 * The rows in the order `ids` gives, numbered 0, 1, 2… as the server numbers them after a reorder, so
 * an optimistic list shows what the next read will. Rows `ids` does not name keep their place after.
 */
export function applyOrder<T extends SortableRow>(rows: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const named = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = rows.filter((row) => !ids.includes(row.id));
  return [...named, ...rest].map((row, index) => ({ ...row, order: index }));
}

/** Rows by `order`; rows with the same number keep the order the server sent them in (the sort is stable). */
export function byOrder<T extends SortableRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.order - b.order);
}

// Rows only move up and down: a sideways drag would slide the row out of its table.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const instructions: ScreenReaderInstructions = {
  draggable:
    'To reorder, press Space or Enter on the drag handle, move the row with the Up and Down arrow keys, then press Space or Enter again to drop it, or Escape to cancel.',
};

const cellClass = 'align-top max-lg:block lg:px-3 lg:py-3';

function SortableTableRow<T extends SortableRow>({
  row,
  name,
  columns,
  disabled,
}: {
  row: T;
  name: string;
  columns: readonly SortableColumn<T>[];
  disabled: boolean;
}) {
  const sortable = useSortable({ id: row.id, disabled });
  return (
    // Explicit roles: on narrow screens the rows are laid out as cards (display: grid), which makes
    // some browsers drop a table's semantics unless they are stated.
    <tr
      role="row"
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        'bg-white max-lg:grid max-lg:grid-cols-1 max-lg:gap-2 max-lg:rounded-xl max-lg:border max-lg:border-stone-200 max-lg:p-3 max-lg:shadow-sm',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-700',
      )}
    >
      <td role="cell" className={cn(cellClass, 'whitespace-nowrap lg:w-24')}>
        <div className="flex items-center gap-2">
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...(disabled ? {} : sortable.listeners)}
            disabled={disabled}
            aria-label={`Drag ${name} to reorder`}
            title={disabled ? undefined : 'Drag to reorder'}
            className="inline-flex cursor-grab touch-none items-center justify-center rounded-md border border-stone-300 bg-white p-1.5 text-stone-700 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
          >
            <GripVertical aria-hidden="true" className="h-4 w-4" />
          </button>
          <span className="font-mono text-sm text-stone-800">
            <span aria-hidden="true" className="text-xs text-stone-600 lg:hidden">
              Order{' '}
            </span>
            {row.order}
          </span>
        </div>
      </td>
      {columns.map((column) => (
        <td key={column.key} role="cell" className={cn(cellClass, column.className)}>
          {/* The column's name above the value on the cards; the table's header says it elsewhere. */}
          <span aria-hidden="true" className="mb-0.5 block text-xs font-medium text-stone-600 lg:hidden">
            {column.header}
          </span>
          <div className="min-w-0">{column.cell(row)}</div>
        </td>
      ))}
    </tr>
  );
}

/**
 * A table whose rows staff put in order by dragging a handle, with the pointer or the keyboard (Space
 * or Enter on the handle, the Up and Down arrows, Space or Enter to drop, Escape to cancel), each step
 * announced. Its first column is the handle and the row's `order`; a drop calls `onReorder` with every
 * id in the new order (what `PUT …/order` takes). Below the `lg` breakpoint (so at 375 px, and beside
 * the sidebar on a tablet) each row is a card with the column names above the values. The
 * testimonials and site FAQs managers share it.
 *
 *   <SortableTable caption="Testimonials" rows={rows} columns={columns} rowName={(t) => t.customerName}
 *                  onReorder={(ids) => reorder.mutate(ids)} reorderDisabled={reorder.isPending} />
 */
export function SortableTable<T extends SortableRow>({
  caption,
  rows,
  columns,
  rowName,
  onReorder,
  reorderDisabled = false,
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly SortableColumn<T>[];
  /** How a row is named in its handle's label and in what is announced ("Amina Khan's testimonial"). */
  rowName: (row: T) => string;
  onReorder: (ids: string[]) => void;
  /** The handles are off (a filter shows part of the list, a save is on its way). */
  reorderDisabled?: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.id);
  const nameOf = (id: UniqueIdentifier) => {
    const row = rows.find((r) => r.id === String(id));
    return row ? rowName(row) : 'The row';
  };
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, in position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${position(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was moved to position ${position(over.id)} of ${ids.length}.`
        : `${nameOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled; it stays in position ${position(active.id)}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(movedIds(ids, String(active.id), String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <div className="lg:overflow-x-auto lg:rounded-xl lg:border lg:border-stone-200 lg:bg-white lg:shadow-sm">
        <table role="table" className="w-full text-left text-sm text-stone-800 max-lg:block">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-stone-50 text-xs text-stone-600 max-lg:sr-only">
            <tr role="row">
              <th role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                Order
              </th>
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <tbody role="rowgroup" className="max-lg:block max-lg:space-y-3 lg:divide-y lg:divide-stone-200">
              {rows.map((row) => (
                <SortableTableRow
                  key={row.id}
                  row={row}
                  name={rowName(row)}
                  columns={columns}
                  disabled={reorderDisabled}
                />
              ))}
            </tbody>
          </SortableContext>
        </table>
      </div>
    </DndContext>
  );
}
