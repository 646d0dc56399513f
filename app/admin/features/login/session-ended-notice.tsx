import { Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { authStatusSchema } from '../../../../common/accounts/public-user';
import { SESSION_END_WORDS, type SessionEndReason } from '../../../../common/accounts/session-end';
import { adminFetch } from '../../data/admin-api';

/**
 * Why the person was signed out, when a change to their account ended their session (decision 018: a
 * role changed, the account deleted, the password changed). The server keeps the reason with the ended
 * session and GET /api/auth/status answers it for the cookie still held; nothing is said otherwise.
 */
function useSessionEnded(): SessionEndReason | null {
  const [reason, setReason] = useState<SessionEndReason | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    adminFetch('/api/auth/status', { schema: authStatusSchema, signal: controller.signal })
      .then((status) => setReason(status.sessionEnded ?? null))
      // A check that fails has nothing to say: the login works without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return reason;
}

/** Above the login form: a live region, so the words are read out when they arrive after the page. */
export function SessionEndedNotice() {
  const reason = useSessionEnded();
  const words = reason ? SESSION_END_WORDS[reason] : null;
  return (
    <div role="status">
      {words ? (
        <div className="mb-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            <span className="font-semibold">{words.title}.</span> {words.message}
          </p>
        </div>
      ) : null}
    </div>
  );
}
