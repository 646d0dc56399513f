/**
 * Why a session was ended by a change made to the account (decision 018: a change of role or of the
 * admin badge, a deletion, a new password end its sessions at once). The server keeps the reason with
 * the ended session until it would have expired; its next request is refused (401) with the reason as
 * `code`, GET /api/auth/status answers it as `sessionEnded`, and the admin login says it in words.
 */
export const SESSION_END_REASONS = ['role-changed', 'account-deleted', 'password-changed'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SESSION_END_WORDS: Record<SessionEndReason, { title: string; message: string }> = {
  'role-changed': {
    title: 'Your access was changed',
    message:
      'An administrator changed your role, so you were signed out. Log in again to continue with your new access.',
  },
  'account-deleted': {
    title: 'Your account was removed',
    message:
      'An administrator deleted your account, so you were signed out. Ask the shop’s administrator if you still need access.',
  },
  'password-changed': {
    title: 'Your password was changed',
    message: 'Your password was changed, so you were signed out here. Log in with the new password.',
  },
};

export const isSessionEndReason = (value: unknown): value is SessionEndReason =>
  typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
