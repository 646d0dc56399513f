import { Outlet } from 'react-router';
import { MaintenanceBanner } from '../shell/maintenance-banner';
import { NotStaffState } from '../shell/not-staff';
import { SessionGate } from '../data/session';

/**
 * Back-office pages made to be printed (packing slips): the session gate without the shell, so the
 * sidebar and header never reach the paper (nor the maintenance banner, shown on screen only). The API
 * still checks every read.
 */
export default function PrintLayout() {
  return (
    <SessionGate noAccess={<NotStaffState />}>
      <MaintenanceBanner className="print:hidden" />
      <Outlet />
    </SessionGate>
  );
}
