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
 * Axe on the page as a person sees it, once it has settled. Mid-transition, colours blend with what is
 * behind them and say nothing about their real contrast: a toast fading in (or one sliding behind the
 * newest, whose text fades out), a dialog's overlay fading in. So axe waits until every finite animation
 * and transition on the page has finished, three frames running (spinners and skeletons repeat forever
 * and are left out),
 * and leaves out a toast on its way out (sonner marks it `data-removed`).
 *
 * `experimental` switches on rules axe does not run by default, checked with the rest (axe rates
 * `label-content-name-mismatch`, WCAG 2.5.3 Label in Name, serious):
 *
 *   await expectNoSeriousAxeViolations(page, { experimental: ['label-content-name-mismatch'] });
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { experimental = [] }: { experimental?: readonly string[] } = {},
) {
  await page.waitForFunction(
    () => {
      const settled =
        // A toast just added starts its fade a frame later, once sonner marks it mounted.
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) =>
            toast.getAttribute('data-mounted') === 'true' || toast.getAttribute('data-removed') === 'true',
        ) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          );
      const frames = settled ? (Number(document.body.dataset.axeSettledFrames) || 0) + 1 : 0;
      document.body.dataset.axeSettledFrames = String(frames);
      return frames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
  await page.evaluate(() => {
    delete document.body.dataset.axeSettledFrames;
  });
  const axe = new AxeBuilder({ page }).exclude('[data-sonner-toast][data-removed="true"]');
  if (experimental.length) {
    axe.options({ rules: Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }])) });
  }
  const results = await axe.analyze();
  // A rule switched on must have run: a misspelt one would pass silently.
  const ran = new Set(
    [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  expect(
    experimental.filter((rule) => !ran.has(rule)),
    'experimental axe rules that did not run',
  ).toEqual([]);
  // A toast whose time runs out while axe is reading the page fades before sonner's removal mark is
  // seen; what axe found on an element that has since left, or is leaving, says nothing about the page.
  const gone = await page.evaluate(
    (targets) =>
      targets.filter((target) => {
        const element = document.querySelector(target);
        return !element || element.closest('[data-sonner-toast][data-removed="true"]') !== null;
      }),
    // Only plain selectors on the page itself: one inside a frame or a shadow root is always kept.
    results.violations.flatMap((v) =>
      v.nodes.flatMap((node) =>
        node.target.length === 1 && typeof node.target[0] === 'string' ? [node.target[0]] : [],
      ),
    ),
  );
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((node) => !gone.includes(String(node.target[0]))) }))
    .filter((v) => v.nodes.length > 0);
  // Each violation names its elements and axe's own explanation, so a failure says what to fix.
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}): ` +
        v.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; '),
    ),
  ).toEqual([]);
}

export { expect };
