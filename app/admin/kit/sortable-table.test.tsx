// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyOrder,
  byOrder,
  movedIds,
  SortableTable,
  type SortableColumn,
  type SortableRow,
} from './sortable-table';
import { dragByKeyboard, layOutRowsVertically } from '../testing/sortable-test-kit';

type Fruit = SortableRow & { name: string };

const fruits: Fruit[] = [
  { id: 'a', order: 0, name: 'Apricot' },
  { id: 'b', order: 1, name: 'Banana' },
  { id: 'c', order: 2, name: 'Cherry' },
];

const columns: SortableColumn<Fruit>[] = [{ key: 'name', header: 'Name', cell: (fruit) => fruit.name }];

function Harness({ onReorder, disabled }: { onReorder: (ids: string[]) => void; disabled?: boolean }) {
  const [rows, setRows] = useState(fruits);
  return (
    <SortableTable
      caption="Fruits"
      rows={rows}
      columns={columns}
      rowName={(fruit) => fruit.name}
      reorderDisabled={disabled}
      onReorder={(ids) => {
        onReorder(ids);
        setRows((current) => applyOrder(current, ids));
      }}
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.lastElementChild!.textContent);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutRowsVertically();
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

describe('the sortable table rules', () => {
  it('moves one id to where another was', () => {
    expect(movedIds(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(movedIds(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(movedIds(['a', 'b', 'c'], 'b', 'b')).toEqual(['a', 'b', 'c']);
    expect(movedIds(['a', 'b'], 'a', 'zz')).toEqual(['a', 'b']);
  });

  it('puts rows in the given order numbered from 0, as the server does, and sorts ties as sent', () => {
    const rows = [
      { id: 'a', order: 5 },
      { id: 'b', order: 9 },
      { id: 'c', order: 9 },
    ];
    expect(applyOrder(rows, ['c', 'a'])).toEqual([
      { id: 'c', order: 0 },
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
    ]);
    expect(byOrder([rows[2]!, rows[0]!, rows[1]!]).map((row) => row.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('SortableTable', () => {
  it('shows the Order column first, with a handle and the number, then the columns', () => {
    render(<Harness onReorder={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Name']);
    expect(names()).toEqual(['Apricot', 'Banana', 'Cherry']);
    const handle = screen.getByRole('button', { name: 'Drag Banana to reorder' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(handle.closest('td')!.textContent).toBe('Order 1');
  });

  it('reorders with the keyboard, announcing each step, and sends every id in the new order', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    await dragByKeyboard(screen.getByRole('button', { name: 'Drag Apricot to reorder' }), ['ArrowDown']);
    expect(onReorder).toHaveBeenCalledWith(['b', 'a', 'c']);
    expect(names()).toEqual(['Banana', 'Apricot', 'Cherry']);
    expect(screen.getByRole('status').textContent).toBe('Apricot was moved to position 2 of 3.');

    await dragByKeyboard(screen.getByRole('button', { name: 'Drag Cherry to reorder' }), [
      'ArrowUp',
      'ArrowUp',
    ]);
    expect(onReorder).toHaveBeenLastCalledWith(['c', 'b', 'a']);
    expect(names()).toEqual(['Cherry', 'Banana', 'Apricot']);
  });

  it('leaves the order alone when a drag is cancelled with Escape', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Drag Apricot to reorder' });
    await dragByKeyboard(handle, ['ArrowDown'], 'Escape');
    expect(onReorder).not.toHaveBeenCalled();
    expect(names()).toEqual(['Apricot', 'Banana', 'Cherry']);
    expect(screen.getByRole('status').textContent).toBe(
      'Moving Apricot was cancelled; it stays in position 1.',
    );
  });

  it('turns the handles off when reordering is disabled', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} disabled />);
    const handle = screen.getByRole('button', { name: 'Drag Apricot to reorder' });
    expect(handle).toHaveProperty('disabled', true);
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    expect(onReorder).not.toHaveBeenCalled();
  });
});
