import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ADMIN_LOGIN_PATH } from '../data/admin-api';

/**
 * No edit is lost by a gesture (DESIGN.md §9.1): while a form holds unsaved changes, a link to another
 * screen and the browser's Back and Forward (over the `?edit=` that opened an editor, too) are held for
 * the person to confirm, and reloading or closing the tab asks through the browser's
 * own question. What the form itself does on purpose (a save that closes it, a discard already
 * confirmed) passes through `leaveWith`. A form on a page (`query: false`) lets its own screen's query
 * change; a dialog's form goes with its `?edit=`, so a query change would lose it. Never on the way to
 * the login: after a logout the session is gone and the changes could not be saved anyway.
 */
export function useLeaveGuard(dirty: boolean, { query = true }: { query?: boolean } = {}) {
  const allowed = useRef(false);
  // Set once the person chose to leave: the question closing after that must not call the move off.
  const proceeding = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty &&
      !allowed.current &&
      nextLocation.pathname !== ADMIN_LOGIN_PATH &&
      (currentLocation.pathname !== nextLocation.pathname ||
        // The browser's Back or Forward over the query (the `?edit=` that opened the dialog). A query the
        // screen itself writes (a search box committing its words) keeps the dialog open: not held.
        (query && historyAction === 'POP' && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Runs `leave` without asking, until the promise it returns (a save) settles. */
  const leaveWith = useCallback(<T>(leave: () => T): T => {
    allowed.current = true;
    let result: T;
    try {
      result = leave();
    } catch (error) {
      allowed.current = false;
      throw error;
    }
    if (result instanceof Promise) void result.finally(() => (allowed.current = false));
    else allowed.current = false;
    return result;
  }, []);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocker.state === 'unblocked') proceeding.current = false;
  }, [blocker.state]);
  return {
    /** A navigation is waiting for the person's answer. */
    blocked,
    /** Go where the held navigation was going, changes lost. */
    leave: () => {
      if (blocker.state !== 'blocked') return;
      proceeding.current = true;
      blocker.proceed();
    },
    /** Stay on the form, the navigation dropped. */
    stay: () => {
      if (blocker.state === 'blocked' && !proceeding.current) blocker.reset();
    },
    leaveWith,
  };
}
