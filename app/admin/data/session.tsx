import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { authStatusSchema, type PublicUserShape } from '../../../common/accounts/public-user';
import { isStaff } from '../../../common/accounts/roles';
import { ADMIN_LOGIN_PATH, adminFetch } from './admin-api';

/** Back-office §7: the gate's status check gives up after 5 s. */
export const STATUS_TIMEOUT_MS = 5000;
/** Back-office §2: not signed in is checked once more after 1 s before going to the login. */
export const RECHECK_DELAY_MS = 1000;

const SessionContext = createContext<PublicUserShape | null>(null);
const SessionUpdateContext = createContext<(change: Partial<PublicUserShape>) => void>(() => undefined);

/**
 * Tells the gate that the signed-in person's own details changed (the Edit Profile dialog), so the shell
 * shows the new name without another status check.
 */
export function useUpdateAdminUser(): (change: Partial<PublicUserShape>) => void {
  return useContext(SessionUpdateContext);
}

/** The signed-in staff member, inside the session gate. */
export function useAdminUser(): PublicUserShape {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useAdminUser is used outside the session gate');
  return user;
}

async function checkStatus(): Promise<PublicUserShape | null> {
  // A timer rather than AbortSignal.timeout(): the same clock as the recheck delay, so tests can drive both.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STATUS_TIMEOUT_MS);
  try {
    const status = await adminFetch('/api/auth/status', {
      schema: authStatusSchema,
      signal: controller.signal,
    });
    return status.authenticated ? status.user : null;
  } catch {
    return null; // a failed or timed-out check counts as not authenticated (back-office §2)
  } finally {
    clearTimeout(timer);
  }
}

type GateState = { kind: 'checking' } | { kind: 'signed-in'; user: PublicUserShape };

/**
 * The session gate (back-office §2) around every admin page but the login: a spinner while the session
 * is checked; not signed in (or the check failed) → one more check after 1 s → /admin/login. It only
 * decides what to show: the API's guard decides what anyone may read or change.
 */
export function SessionGate({ children, noAccess }: { children: ReactNode; noAccess: ReactNode }) {
  const [state, setState] = useState<GateState>({ kind: 'checking' });
  const navigate = useNavigate();
  const updateUser = useCallback(
    (change: Partial<PublicUserShape>) =>
      setState((current) =>
        current.kind === 'signed-in' ? { kind: 'signed-in', user: { ...current.user, ...change } } : current,
      ),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let user = await checkStatus();
      if (!user && !cancelled) {
        await new Promise((resolve) => setTimeout(resolve, RECHECK_DELAY_MS));
        user = cancelled ? null : await checkStatus();
      }
      if (cancelled) return;
      if (user) setState({ kind: 'signed-in', user });
      else void navigate(ADMIN_LOGIN_PATH, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (state.kind === 'checking') return <GateSpinner />;
  if (!isStaff(state.user)) return <>{noAccess}</>;
  return (
    <SessionUpdateContext.Provider value={updateUser}>
      <SessionContext.Provider value={state.user}>{children}</SessionContext.Provider>
    </SessionUpdateContext.Provider>
  );
}

export function GateSpinner() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-stone-200 border-t-brand-700"
      />
      <span className="sr-only">Checking your session…</span>
    </div>
  );
}
