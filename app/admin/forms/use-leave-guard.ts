import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * No edit is lost by a gesture (DESIGN.md §9.1): while a form holds unsaved changes, the browser's Back
 * and Forward, a link and a change of the address's query (an editor opened by `?edit=` closes when it
 * goes) are held for the person to confirm, and reloading or closing the tab asks through the browser's
 * own question. What the form itself does on purpose (a save that closes it, a discard already
 * confirmed) passes through `leaveWith`.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
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
  return {
    /** A navigation is waiting for the person's answer. */
    blocked,
    /** Go where the held navigation was going, changes lost. */
    leave: () => (blocker.state === 'blocked' ? blocker.proceed() : undefined),
    /** Stay on the form, the navigation dropped. */
    stay: () => (blocker.state === 'blocked' ? blocker.reset() : undefined),
    leaveWith,
  };
}
