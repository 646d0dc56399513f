import { defineConfig } from '@playwright/test';
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './tests/e2e/admin/staff';
import { LIMITED_BASE_URL, LIMITED_PORT } from './tests/e2e/limited-server';
import {
  POSTEX_CONTROL_PORT,
  POSTEX_STAND_IN_PORT,
  POSTEX_STAND_IN_TOKEN,
} from './tests/e2e/postex-stand-in';
import {
  WHATSAPP_CONTROL_PORT,
  WHATSAPP_E2E_APP_SECRET,
  WHATSAPP_E2E_PHONE_NUMBER_ID,
  WHATSAPP_E2E_TOKEN,
  WHATSAPP_E2E_VERIFY_TOKEN,
  WHATSAPP_STAND_IN_PORT,
} from './tests/e2e/whatsapp-stand-in';

const PORT = 5102;
/** Point the tests at a server you already run (e.g. `npm run dev` on another port) instead of a build. */
const externalBaseUrl = process.env.E2E_BASE_URL;
/** Staff of each role for the back-office tests, added to the fresh data folder before the server opens it. */
const addE2eStaff = Object.values(E2E_STAFF)
  .map(
    (staff) =>
      `npx tsx server/cli/add-staff.ts --username ${staff.username} --email ${staff.email} --role ${staff.role}`,
  )
  .join(' && ');

/**
 * Test files that change what every page shows (maintenance mode, the logo, settings, home content, SEO),
 * that read the whole order list (the newest order first, the counts), or that time what a busy machine
 * slows (a large upload, a keyboard drag): they run after the rest, one file at a time, so that no other
 * test sees the shop mid-change. Everything else runs on two workers (docs/testing.md,
 * scripts/browser-tests.sh).
 */
const ALONE = [
  'admin/orders.spec.ts',
  'admin/dashboard.spec.ts',
  'admin/products.spec.ts',
  'admin/maintenance-banner.spec.ts',
  'admin/media-picker.spec.ts',
  'admin/media.spec.ts',
  'admin/users-and-settings.spec.ts',
  'admin/content.spec.ts',
  'admin/seo-testimonials-faqs.spec.ts',
  // Saves the About page's hero in Urdu from both projects.
  'admin/urdu-texts.spec.ts',
  // Switches confirmation by button on for the whole shop while it runs.
  'admin/whatsapp-confirmation.spec.ts',
  // Switches the Cash on Delivery rules (cities, a fee) on for the whole shop while it runs.
  'cod-rules.spec.ts',
  // Compares the screen's figures over every order with the API's.
  'admin/reports.spec.ts',
];
const ALONE_RUN = process.env.E2E_ALONE === '1';
const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * A second shop with rate limits on, for the specs that check the limits (page-hardening.spec.ts). None
 * of the ALONE specs uses it, so their run does not start it: a first start draws the demo shop's
 * pictures, which would compete with the main shop's own first start for the two cores.
 */
const LIMITED_SERVER = {
  command: `rm -rf .e2e-data-limited && node build/server/main.js`,
  url: `${LIMITED_BASE_URL}/api/health`,
  timeout: 180_000, // started while the first server may still be warming up on a loaded machine
  reuseExistingServer: false,
  env: {
    NODE_ENV: 'production',
    PORT: String(LIMITED_PORT),
    PUBLIC_URL: LIMITED_BASE_URL,
    DATA_DIR: '.e2e-data-limited',
    RATE_LIMIT: 'on',
    ADMIN_PASSWORD: 'E2e-Admin-Pass-1',
  },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium), never a downloaded browser, against the
 * production build on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A minute a test: the long flows (an order placed, confirmed, booked and tracked; five pages and
  // their axe scans) take 20–35 s on two workers sharing two cores, too near Playwright's 30 s default.
  // The few that take longer say so with their own.
  timeout: 60_000,
  workers: ALONE_RUN ? 1 : 2,
  // One more try on CI only: a test that passes on it is reported as flaky, by name, in CI's closing line
  // (.ci/run), and is a defect to fix; it no longer fails the whole run. Locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }]]
    : 'line',
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test keeps its trace (DOM snapshots of each step, the network, the console) but no
    // screencast: recording one took both cores from Debian's Chromium 156, and tests that pass alone in
    // 20 s ran out of 30 s on two workers (measured: shell and no-work-lost, 4 of 11 failed with it, none
    // without). Pass --trace on to see a run frame by frame.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // The second run of scripts/browser-tests.sh (E2E_ALONE=1) takes the ALONE specs, one at a time; the
  // projects keep their names, which tests put in the records they make.
  projects: [
    { name: 'mobile', use: MOBILE, ...(ALONE_RUN ? { testMatch: ALONE } : { testIgnore: ALONE }) },
    { name: 'desktop', use: DESKTOP, ...(ALONE_RUN ? { testMatch: ALONE } : { testIgnore: ALONE }) },
  ],
  // Playwright starts these in order: the first builds, the second serves the same build.
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          // The back-office tests sign in as staff of each role (tests/e2e/admin/staff.ts): they are added
          // with the operators' own command before the server opens the database.
          // E2E_SKIP_BUILD=1: the second run of scripts/browser-tests.sh serves the build the first made.
          command: `rm -rf .e2e-data && ([ "$E2E_SKIP_BUILD" = 1 ] || npm run build) && ${addE2eStaff} && node build/server/main.js`,
          url: `http://localhost:${PORT}/api/health`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: {
            NODE_ENV: 'production',
            PORT: String(PORT),
            PUBLIC_URL: `http://localhost:${PORT}`, // production refuses to start without one
            DATA_DIR: '.e2e-data',
            RATE_LIMIT: 'off',
            ADMIN_PASSWORD: 'E2e-Admin-Pass-1',
            STAFF_PASSWORD: E2E_STAFF_PASSWORD,
            // Longer than the tests' pauses between two calls on one connection: a kept-alive connection the
            // server closes as the next request goes out is reset (ECONNRESET), which says nothing of the shop.
            KEEP_ALIVE_TIMEOUT: '30',
            // Parcels are booked with PostEx through its stand-in, started below (decision 031).
            POSTEX_API_URL: `http://127.0.0.1:${POSTEX_STAND_IN_PORT}/services/integration/api/order`,
            POSTEX_TOKEN: POSTEX_STAND_IN_TOKEN,
            // WhatsApp goes to the Cloud API's stand-in, started below (docs/whatsapp.md).
            WHATSAPP_TOKEN: WHATSAPP_E2E_TOKEN,
            WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_E2E_PHONE_NUMBER_ID,
            WHATSAPP_API_URL: `http://127.0.0.1:${WHATSAPP_STAND_IN_PORT}/v21.0`,
            WHATSAPP_VERIFY_TOKEN: WHATSAPP_E2E_VERIFY_TOKEN,
            WHATSAPP_APP_SECRET: WHATSAPP_E2E_APP_SECRET,
          },
          stdout: 'ignore',
          stderr: 'pipe',
        },
        ...(ALONE_RUN ? [] : [LIMITED_SERVER]),
        {
          // PostEx's stand-in, with a control port the courier tests move parcels through.
          command: 'npx tsx tests/e2e/postex-stand-in.ts',
          url: `http://127.0.0.1:${POSTEX_CONTROL_PORT}/`,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // The WhatsApp Cloud API's stand-in, with a control port listing what it was sent.
          command: 'npx tsx tests/e2e/whatsapp-stand-in.ts',
          url: `http://127.0.0.1:${WHATSAPP_CONTROL_PORT}/`,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
