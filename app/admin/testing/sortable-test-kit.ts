import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Driving the sortable table (kit/sortable-table.tsx) by keyboard in jsdom, for its own
 * test and the screens that use it.
 */

/**
 * jsdom lays nothing out, and dnd-kit's keyboard moves a row towards the rows it measures above or
 * below it: each table row gets a 48 px band, one under the other, in the order they stand. Returns the
 * undo.
 */
export function layOutRowsVertically(): () => void {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const row = this.closest('tbody > tr');
    const top = row ? Array.from(row.parentElement!.children).indexOf(row) * 48 : 0;
    const height = row ? 48 : 0;
    const rect = { x: 0, y: top, top, left: 0, width: row ? 600 : 0, height, right: row ? 600 : 0 };
    return { ...rect, bottom: top + height, toJSON: () => rect } as DOMRect;
  });
  return () => spy.mockRestore();
}

/** dnd-kit's keyboard drag: Space on the handle, the arrow keys, then Space (or `drop`) to finish. */
export async function dragByKeyboard(handle: HTMLElement, moves: string[], drop = 'Space') {
  const press = async (code: string, target: Element) => {
    await act(async () => {
      fireEvent.keyDown(target, { code });
      // The sensor starts listening for the next key on a timer.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  handle.focus();
  await press('Space', handle);
  for (const move of moves) await press(move, document.activeElement ?? handle);
  await press(drop, document.activeElement ?? handle);
}
