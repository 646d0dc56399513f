import { defineConfig } from '@playwright/test';
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './tests/e2e/admin/staff';
import { LIMITED_BASE_URL, LIMITED_PORT } from './tests/e2e/limited-server';

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
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium), never a downloaded browser, against the
 * production build on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : 'line',
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
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  // Playwright starts these in order: the first builds, the second serves the same build.
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          // The back-office tests sign in as staff of each role (tests/e2e/admin/staff.ts): they are added
          // with the operators' own command before the server opens the database.
          command: `rm -rf .e2e-data && npm run build && ${addE2eStaff} && node build/server/main.js`,
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
          },
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
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
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
