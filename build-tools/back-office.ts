/** `?admin-copy` marks the admin's own copy of a module both wings import (`admin-isolation.ts`). */
export const ADMIN_COPY = '?admin-copy';
/** Back-office code itself: everything under app/admin/, the admin wing (decision 028). */
export const isAdminWing = (id: string): boolean => id.includes('/app/admin/');
/** Back-office code or a copy made for it: never in a chunk a shop page loads. */
export const isBackOffice = (id: string): boolean => isAdminWing(id) || id.endsWith(ADMIN_COPY);
