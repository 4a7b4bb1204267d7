import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './infra/local/prerequisites';

/**
 * End-to-end tests in Debian's Chromium against a running local stack (`npm start`, or the test runner,
 * starts it first: there is deliberately no webServer entry here). E2E_BASE_URL points elsewhere.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two spec files at a time against one stack: every spec makes the data it changes and asserts on its own rows (a
  // failing webhook only for its own email, see setWebhookStatus). The tests of one file run in order, in one worker:
  // several files share a signed-in page or a listing across their tests.
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more only to tell a flaky test from a broken one: either fails the run, and the
  // report names a test that passed only on its retry.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace costs more CPU than the test itself (a DOM snapshot and a screenshot per action): only the
    // retry of a failed test records one, which is the run that shows what went wrong.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's build of Chromium's headless shell, the lighter browser Playwright itself runs headless tests in.
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
