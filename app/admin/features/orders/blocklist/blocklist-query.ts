import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BLOCKLIST_MESSAGES,
  blockedPhoneListSchema,
  blockedPhoneSchema,
  type BlockPhoneInput,
  type UnblockPhoneInput,
} from '../../../../../common/orders/blocklist-schemas';
import { successSchema } from '../../../../../common/wire';
import { adminFetch, errorMessage } from '../../../data/admin-api';
import { adminKeys } from '../../../data/query-keys';
import { notify, notifyError } from '../../../../lib/toast';

const PATH = '/api/admin/blocked-phones';
/** The read's fallback when the server gives no message. */
export const BLOCKLIST_LOAD_FAILED = 'Failed to load the blocked phones';

/** GET /api/admin/blocked-phones: newest first. */
export function useBlockedPhones() {
  return useQuery({
    queryKey: adminKeys.blockedPhones,
    queryFn: ({ signal }) => adminFetch(PATH, { schema: blockedPhoneListSchema, signal }),
  });
}

/**
 * POST: blocks a number as staff typed it. A refusal (not a Pakistani number, already blocked) is left
 * to the form, which shows it beside the phone field.
 */
export function useBlockPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockPhoneInput) =>
      adminFetch(PATH, { method: 'POST', body: input, schema: blockedPhoneSchema }),
    onSuccess: (row) => {
      notify(BLOCKLIST_MESSAGES.added, row.display);
      return queryClient.invalidateQueries({ queryKey: adminKeys.blockedPhones });
    },
  });
}

/** POST …/unblock with the E.164 number in the body (never in the address): orders from it are taken again. */
export function useUnblockPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: { phone: string; display: string }) =>
      adminFetch(`${PATH}/unblock`, {
        method: 'POST',
        body: { phone: row.phone } satisfies UnblockPhoneInput,
        schema: successSchema,
      }),
    onSuccess: (_answer, row) => notify(BLOCKLIST_MESSAGES.removed, row.display),
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to unblock the phone')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedPhones }),
  });
}
