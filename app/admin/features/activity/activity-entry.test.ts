import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../common/admin/audit-schemas';
import { formatDateTime } from '../../kit/format';
import { fieldChanges, showValue } from './activity-entry';

const entry = (before: AuditEntry['before'], after: AuditEntry['after']): AuditEntry => ({
  id: 1,
  at: '2026-11-29T09:00:00.000Z',
  actorId: 'a',
  actorUsername: 'amina',
  entity: 'order',
  entityId: '6fb27fd9-0000-4000-8000-000000000000',
  action: 'change_status',
  before,
  after,
});

describe('the activity screen says values in words', () => {
  it('names couriers, call outcomes and statuses as staff say them, and moments on the local clock', () => {
    const changes = fieldChanges(
      entry(
        { status: 'pending', lastOutcome: null, nextContactAt: null },
        {
          status: 'shipped',
          courier: 'leopards',
          lastOutcome: 'customer_cancelled',
          nextContactAt: '2026-11-29T11:00:00.000Z',
        },
      ),
    );
    expect(changes).toEqual([
      { field: 'status', before: 'Pending', after: 'Shipped' },
      { field: 'lastOutcome', before: '—', after: 'Customer cancelled' },
      { field: 'nextContactAt', before: '—', after: formatDateTime('2026-11-29T11:00:00.000Z') },
      { field: 'courier', before: '—', after: 'Leopards' },
    ]);
  });

  it('leaves other values as they are, codes it does not know included', () => {
    expect(showValue('leopards', 'name')).toBe('leopards');
    expect(showValue('pigeon', 'courier')).toBe('pigeon');
    expect(showValue('2026-13-45T99:99', 'note')).toBe('2026-13-45T99:99');
    expect(showValue(false)).toBe('No');
    expect(showValue('')).toBe('—');
  });
});
