import { AdminApiError } from '../../data/admin-api';

export const STATUS_CHANGE_FALLBACK = 'Failed to update order';

/**
 * What a refused or failed status change says (back-office §8), shown as a destructive toast titled
 * 'Error'. The server's words are matched as the spec quotes them; any other refusal shows the server's
 * message, and a call that never got an answer the fallback.
 */
export function statusChangeErrorMessage(error: unknown): string {
  const message = error instanceof AdminApiError && error.status !== 0 ? error.message : '';
  if (message.includes('Cannot change status')) {
    return 'Invalid status transition. This status change is not allowed.';
  }
  if (message.includes('Invalid status')) return 'Invalid status value provided.';
  if (message.includes('Too many')) return 'Too many requests. Please wait before trying again.';
  return message || STATUS_CHANGE_FALLBACK;
}
