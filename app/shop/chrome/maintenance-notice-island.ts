import { staticIsland } from '../../ui/static-island';

/** The staff's maintenance notice as a static island: text and a link, and only staff ever get it. */
export const MaintenanceNoticeIsland = staticIsland(
  async () => (await import('./maintenance-notice')).MaintenanceNotice,
);
