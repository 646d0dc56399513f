/**
 * Order statuses and the one rule for moving between them (DESIGN.md §4, back-office §4):
 * forward only along pending → processing → shipped → completed (steps may be skipped);
 * anything but shipped and completed may become cancelled; completed and cancelled are final.
 * The COD loop adds `returned` (refused at the door, back to the shop): reachable from shipped alone,
 * final, and like a cancellation it puts the stock back and earns nothing (decision 022).
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'completed',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const FORWARD_PATH: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'completed'];
const FINAL: ReadonlySet<OrderStatus> = new Set(['completed', 'cancelled', 'returned']);

/** Statuses whose orders brought no money: left out of revenue, their stock put back. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned'];

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || FINAL.has(from)) return false;
  if (to === 'cancelled') return from !== 'shipped';
  if (to === 'returned') return from === 'shipped';
  return FORWARD_PATH.indexOf(to) > FORWARD_PATH.indexOf(from);
}

export function statusChangeRefusal(from: OrderStatus, to: OrderStatus): string {
  return `Cannot change status from ${from} to ${to}`;
}
