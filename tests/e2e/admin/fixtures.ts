import type { Locator, Page } from '@playwright/test';
import { expect, test as base } from '../fixtures';
import { credentialsOf, type E2eRole } from './staff';

export { expect, expectNoSeriousAxeViolations } from '../fixtures';

/** Opens a path and waits until React handles clicks. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  return response;
}

/**
 * `loginAs(role)`: signs the page's browser in as the super admin or a staff member of a role, through
 * the API the login form uses (the form itself has its own test), and opens `path` (the dashboard).
 */
export const test = base.extend<{ loginAs: (role: E2eRole, path?: string) => Promise<void> }>({
  loginAs: async ({ page }, provide) => {
    await provide(async (role, path = '/admin/dashboard') => {
      const { username, password } = credentialsOf(role);
      const answer = await page.request.post('/api/auth/login', {
        data: { emailOrUsername: username, password, isAdmin: true },
      });
      expect(answer.status(), `login as ${role}`).toBe(200);
      await open(page, path);
      // The gate has let us in: the shell is there.
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    });
  },
});

/**
 * The sidebar's menu of screens: the aside from 768 px; below, the sheet, opened from the menu button
 * (close it with Escape when done).
 */
export async function adminMenu(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Back office' });
  }
  return page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('navigation', { name: 'Back office' });
}
