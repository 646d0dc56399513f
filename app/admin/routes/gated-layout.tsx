import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { can } from '../../../common/accounts/roles';
import { screenForPath } from '../../../common/admin/screens';
import { AdminShell } from '../shell/admin-shell';
import { NotStaffState } from '../shell/not-staff';
import { SessionGate, useAdminUser } from '../data/session';
import { NoAccessState } from '../kit/states';

/**
 * A screen this person's role may not use is not in their menu and not shown here either (its API
 * answers 403 anyway): the menu and this check read the same table, common/admin/screens.ts.
 */
function ScreenAccess({ children }: { children: ReactNode }) {
  const user = useAdminUser();
  const screen = screenForPath(useLocation().pathname);
  return screen && !can(user, screen.capability) ? <NoAccessState /> : children;
}

/** Every /admin page but the login: the session gate, then the shell around the screen. */
export default function GatedLayout() {
  return (
    <SessionGate noAccess={<NotStaffState />}>
      <AdminShell>
        <ScreenAccess>
          <Outlet />
        </ScreenAccess>
      </AdminShell>
    </SessionGate>
  );
}
