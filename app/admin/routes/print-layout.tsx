import { Outlet } from 'react-router';
import { NotStaffState } from '../shell/not-staff';
import { SessionGate } from '../data/session';

/**
 * Back-office pages made to be printed (packing slips): the session gate without the shell, so the
 * sidebar and header never reach the paper. The API still checks every read.
 */
export default function PrintLayout() {
  return (
    <SessionGate noAccess={<NotStaffState />}>
      <Outlet />
    </SessionGate>
  );
}
