import { describe, expect, it } from 'vitest';
import { canChangeStatus, ORDER_STATUSES, statusChangeRefusal, type OrderStatus } from './statuses';

// The whole table, written out: a change to the rule must change this test on purpose.
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  pending: ['processing', 'shipped', 'completed', 'cancelled'],
  processing: ['shipped', 'completed', 'cancelled'],
  shipped: ['completed', 'returned'],
  completed: [],
  cancelled: [],
  returned: [],
};

describe('order status transitions', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const expected = ALLOWED[from].includes(to);
      it(`${from} → ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canChangeStatus(from, to)).toBe(expected);
      });
    }
  }

  it('words a refusal as the spec does', () => {
    expect(statusChangeRefusal('completed', 'pending')).toBe(
      'Cannot change status from completed to pending',
    );
  });
});
