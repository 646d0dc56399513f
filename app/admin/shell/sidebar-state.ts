/**
 * The sidebar's collapsed or expanded state, kept in a cookie for 7 days (back-office §9), on the
 * back office's paths only.
 */
export const SIDEBAR_COOKIE = 'admin_sidebar';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below 768 px the sidebar is a sheet opened from the menu button (back-office §9), Tailwind's `md`. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Expanded unless the cookie says collapsed. */
export function readSidebarOpen(cookieHeader: string | null | undefined): boolean {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value !== 'collapsed';
  }
  return true;
}

export function sidebarCookie(open: boolean, secure: boolean): string {
  return `${SIDEBAR_COOKIE}=${open ? 'expanded' : 'collapsed'}; Path=/admin; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
