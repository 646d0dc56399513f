import { ConfirmDialog } from './confirm-dialog';
import { useLeaveGuard } from './use-leave-guard';

/**
 * The discard guard of a form on a page (DESIGN §9.1; a dialog's is EditorDialog's): while `when` (the
 * form has unsaved changes), leaving for another screen asks first, and closing the tab or reloading
 * makes the browser ask in its own words (use-leave-guard.ts).
 */
export function LeaveGuard({ when, description }: { when: boolean; description: string }) {
  const guard = useLeaveGuard(when, { query: false });
  return (
    <ConfirmDialog
      open={guard.blocked}
      onOpenChange={(open) => (open ? undefined : guard.stay())}
      title="Leave without saving?"
      description={description}
      confirmLabel="Leave without saving"
      cancelLabel="Keep editing"
      onConfirm={guard.leave}
    />
  );
}
