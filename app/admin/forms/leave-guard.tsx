import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ADMIN_LOGIN_PATH } from '../data/admin-api';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The discard guard of a form on a page (DESIGN §9.1; a dialog's is EditorDialog's): while `when` (the
 * form has unsaved changes), leaving for another screen asks first, and closing the tab or reloading
 * makes the browser ask in its own words. Not on the way to the login: after a logout the session is
 * gone and the changes could not be saved anyway.
 */
export function LeaveGuard({ when, description }: { when: boolean; description: string }) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== ADMIN_LOGIN_PATH,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        // After "Leave without saving" the navigation goes on: there is nothing to reset.
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description={description}
      confirmLabel="Leave without saving"
      cancelLabel="Keep editing"
      onConfirm={() => {
        leaving.current = true;
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
