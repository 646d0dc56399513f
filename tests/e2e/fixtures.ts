import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page test fails on a console error or an uncaught page error (hydration mismatches included),
 * and can ask axe for serious or critical violations.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Axe on the page as a person sees it. Toasts fade in and out: mid-fade, their colours blend with what is
 * behind them and say nothing about their real contrast. So axe waits until every toast has settled,
 * and leaves out one on its way out (sonner marks it `data-removed`).
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => toast.getAttribute('data-removed') === 'true' || getComputedStyle(toast).opacity === '1',
    ),
  );
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export { expect };
