import { E2E_ADMIN } from './staff';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * The activity screen (decision 022): the super admin reads who changed what, filters it by person and
 * record, and sees each change's before and after; other staff are refused the screen.
 */
test.describe('activity', () => {
  test('the super admin finds a staff account they made and deleted, by record and person', async ({
    page,
    loginAs,
  }) => {
    const username = `act-${test.info().project.name}-${Date.now()}`.slice(0, 30);
    await loginAs('super_admin');
    const made = await page.request.post('/api/admin/users', {
      data: { username, email: `${username}@example.pk`, password: 'Activity-Pass-1!', role: 'cms' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect((await page.request.delete(`/api/admin/users/${id}`)).status()).toBe(200);

    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await page.getByLabel('Record').selectOption('user');
    await expect(page).toHaveURL(/\/admin\/activity\?entity=user$/);
    const entries = page.getByRole('article').filter({ hasText: username });
    await expect(entries).toHaveCount(2);
    // Newest first: the deletion, then the creation with the account's fields as they were made.
    await expect(entries.nth(0).locator('p').first()).toHaveText(
      `${E2E_ADMIN.username} deleted user ${username}`,
    );
    await expect(entries.nth(1).locator('p').first()).toHaveText(
      `${E2E_ADMIN.username} created user ${username}`,
    );
    await expect(entries.nth(1).getByRole('row', { name: /^Role/ })).toHaveText('Role—cms');
    await expectNoSeriousAxeViolations(page);

    const person = page.getByLabel('Person');
    await expect(person.locator('option', { hasText: E2E_ADMIN.username })).toHaveCount(1);
    await person.selectOption({ label: E2E_ADMIN.username });
    await expect(page).toHaveURL(/person=/);
    await expect(entries).toHaveCount(2);
    await page.reload();
    await expect(page.getByLabel('Record')).toHaveValue('user');
    await expect(entries).toHaveCount(2);
  });

  test('other staff are refused the screen', async ({ page, loginAs }) => {
    await loginAs('cms', '/admin/activity');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
  });
});
