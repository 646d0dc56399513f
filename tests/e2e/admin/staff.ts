/**
 * The people the back-office tests sign in as on the e2e server. The super admin is made by the server
 * at first start (ADMIN_PASSWORD in playwright.config.ts); the others are added before the server starts
 * by `server/cli/add-staff.ts` (the operators' own command, `npm run db:add-staff`), which
 * playwright.config.ts runs on the fresh data folder before the server starts, because the server
 * holds its embedded database once it runs (a second process cannot open it).
 */
export const E2E_ADMIN = { username: 'admin', password: 'E2e-Admin-Pass-1' } as const;
export const E2E_STAFF_PASSWORD = 'E2e-Staff-Pass-1';

export const E2E_STAFF = {
  cms: { username: 'e2e-editor', email: 'e2e-editor@example.pk', role: 'cms' },
  order_confirmation: { username: 'e2e-desk', email: 'e2e-desk@example.pk', role: 'order_confirmation' },
} as const;

export type E2eRole = 'super_admin' | keyof typeof E2E_STAFF;

export function credentialsOf(role: E2eRole): { username: string; password: string } {
  return role === 'super_admin'
    ? E2E_ADMIN
    : { username: E2E_STAFF[role].username, password: E2E_STAFF_PASSWORD };
}
