import { useState } from 'react';
import { z } from 'zod';
import { BLOCKLIST_MESSAGES, type BlockedPhone } from '../../../../../common/orders/blocklist-schemas';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { secondaryButton } from '../../../forms/editor-fields';
import { formatDateTime } from '../../../kit/format';
import { ListStates } from '../../../kit/list-states';
import { PageHeader } from '../../../kit/page-header';
import { EmptyState, SkeletonRows } from '../../../kit/states';
import { useUrlView } from '../../../../lib/url-view';
import { BlockPhoneForm } from './block-phone-form';
import { BLOCKLIST_LOAD_FAILED, useBlockedPhones, useBlockPhone, useUnblockPhone } from './blocklist-query';

/** `?phone=` in the address (app/lib/url-view.ts): the number the form starts with. */
const blocklistViewSchema = z.object({ phone: z.string().catch('') });

/**
 * The blocklist (decision 022): orders from these phones are refused at checkout with a polite message
 * naming the shop's phone, and nothing is stored. `?phone=` fills the form (the desk's "Block" link).
 */
export function BlockedPhones() {
  const { view } = useUrlView(blocklistViewSchema);
  const list = useBlockedPhones();
  const block = useBlockPhone();
  const unblock = useUnblockPhone();
  const [leaving, setLeaving] = useState<BlockedPhone | null>(null);
  const rows = list.data ?? [];

  return (
    <>
      <PageHeader
        title="Blocked phones"
        description="Orders from these numbers are refused online; the customer is asked to call the shop."
      />
      <BlockPhoneForm initialPhone={view.phone} onBlock={(input) => block.mutateAsync(input)} />
      <section aria-labelledby="blocked-phones-heading" className="mt-6">
        <h2 id="blocked-phones-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Blocked ({rows.length})
        </h2>
        <ListStates
          query={list}
          loading={<SkeletonRows rows={3} />}
          errorTitle="Error loading blocked phones"
          errorFallback={BLOCKLIST_LOAD_FAILED}
          isEmpty={rows.length === 0}
          empty={<EmptyState title="No blocked phones" description="Every phone may order online." />}
        >
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm">
            {rows.map((row) => (
              <li key={row.phone} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900 tabular-nums">{row.display}</p>
                  {row.reason ? <p className="text-sm text-stone-700">{row.reason}</p> : null}
                  <p className="text-xs text-stone-600">
                    Blocked by {row.blockedBy}, {formatDateTime(row.blockedAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setLeaving(row)}
                  aria-label={`Unblock ${row.display}`}
                >
                  Unblock
                </button>
              </li>
            ))}
          </ul>
        </ListStates>
      </section>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={leaving ? `Unblock ${leaving.display}?` : 'Unblock?'}
        description={BLOCKLIST_MESSAGES.removeConfirm}
        confirmLabel="Unblock"
        destructive={false}
        onConfirm={() => unblock.mutateAsync(leaving!)}
      />
    </>
  );
}
