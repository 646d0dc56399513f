import type { PackingSlip } from '../../../../../common/orders/slip-schemas';

export type SlipSize = 'a4' | 'label';
export type SlipLine = PackingSlip['lines'][number];

/** A line as the slip prints it: the name, and how many jars one of it holds when it is a pack. */
export function lineText(line: SlipLine): string {
  return line.packSize > 1 ? `${line.name} (${line.packSize} jars each)` : line.name;
}

/** What a slip prints above its lines, whose length decides the room left for them. */
export type SlipHead = { customerName: string; shippingAddress: string; city: string; sender: string };

/** Rows of lines a first sheet holds, and further sheets (small type only), and characters to a row. */
type Room = { first: number; next: number; chars: number };

/**
 * Room for item rows on one printed sheet, measured in print (Chromium's PDF of packing-slip.tsx, with
 * 10 px to spare; tests/e2e/admin/packing-slips.spec.ts prints and counts the pages): on the first sheet,
 * below the cash, the address and the sender; on a continuation sheet, below its short heading and above its "continue on" line. `chars`
 * is how many characters of a line's name surely fit on one row (fewer than measured: letters differ in
 * width). Small type sets the lines at three quarters of the size, their rows close together.
 */
const ROOM: Record<SlipSize, { regular: Omit<Room, 'next'>; small: Room }> = {
  label: { regular: { first: 5, chars: 30 }, small: { first: 10, next: 32, chars: 40 } },
  a4: { regular: { first: 21, chars: 60 }, small: { first: 36, next: 59, chars: 75 } },
};

/**
 * The head's text that wraps, in lines of so many characters (fewer than fit): the customer's name, the
 * address and the sender on the first sheet, the "Deliver to" line on the others. `measured` is what these
 * count for the slip the room was measured with (a 28-character name, a 105-character address, a
 * 110-character sender; on a label that is 10 by this count, 8 as printed). Each line more takes the room
 * of one row of lines in the regular type, two in the small.
 */
const HEAD: Record<
  SlipSize,
  { name: number; address: number; sender: number; measured: number; next: number; nextMeasured: number }
> = {
  label: { name: 20, address: 32, sender: 36, measured: 10, next: 48, nextMeasured: 2 },
  a4: { name: 44, address: 64, sender: 76, measured: 5, next: 90, nextMeasured: 1 },
};

const wrapped = (text: string, chars: number) => Math.max(1, Math.ceil(text.length / chars));

/** What the head takes beyond what was measured, in rows of lines of the given room. */
function headOverflow(head: SlipHead, size: SlipSize, small: boolean) {
  const h = HEAD[size];
  const first =
    wrapped(head.customerName, h.name) +
    wrapped(head.shippingAddress, h.address) +
    wrapped(head.sender, h.sender);
  const next = wrapped(`Deliver to ${head.customerName}, ${head.city} · items continued`, h.next);
  const perLine = small ? 2 : 1;
  return {
    first: Math.max(0, first - h.measured) * perLine,
    next: Math.max(0, next - h.nextMeasured) * perLine,
  };
}

/**
 * How an order's lines go onto paper: all on one sheet in the regular type when they fit, else all on one
 * sheet in small type, else in small type over as many sheets as they need, each marked "1/2", "2/2"
 * (the first keeps the cash, the address and the sender; the others name the order and the customer).
 * A name too long for one row counts the rows it wraps to; a long address or sender leaves fewer rows.
 */
export function slipSheets(
  lines: readonly SlipLine[],
  size: SlipSize,
  head: SlipHead,
): { small: boolean; sheets: SlipLine[][] } {
  const rowsOf = (line: SlipLine, room: { chars: number }) => wrapped(lineText(line), room.chars);
  const rows = (room: { chars: number }) => lines.reduce((sum, line) => sum + rowsOf(line, room), 0);
  const { regular, small } = ROOM[size];
  if (rows(regular) <= regular.first - headOverflow(head, size, false).first) {
    return { small: false, sheets: [[...lines]] };
  }
  // One sheet in small type when the lines fit on it, else as many as they need.
  const overflow = headOverflow(head, size, true);
  const sheets: SlipLine[][] = [[]];
  let room = small.first - overflow.first;
  for (const line of lines) {
    const needs = rowsOf(line, small);
    // A later sheet takes at least one line, however long: a line never waits for a sheet it cannot fit.
    // The first takes none when its head leaves no row (an address of hundreds of characters).
    if (needs > room && (sheets.at(-1)!.length || (sheets.length === 1 && room < 1))) {
      sheets.push([]);
      room = small.next - overflow.next;
    }
    sheets.at(-1)!.push(line);
    room -= needs;
  }
  return { small: true, sheets };
}
