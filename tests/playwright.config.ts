import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eWorkers } from './fixtures/e2eEnv';

const root = path.resolve(import.meta.dirname, '..');
const HEAVY_SPECS = ['**/timingTrackReport.spec.ts'];

// The console loads no web fonts (system fonts only), so a screenshot has no font to wait for; Chromium's
// document.fonts.ready, which Playwright awaits before each one, now and then never settled on a loaded machine and
// failed a screenshot after 45 s. The config runs in every worker, so each one sees the setting.
process.env.PW_TEST_SCREENSHOT_NO_FONTS_READY ??= '1';

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browser downloads cannot work here) against our real
 * server, which tests/global-setup.ts starts once per worker on free ports with a small seeded database of its own.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e'),
  globalSetup: './global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A browser test mostly waits (on the server, on the clock), so two workers keep the 2-core machine busy. Each
  // worker has a server and database of its own (tests/fixtures/e2eEnv.ts); whole spec files go to one worker and
  // their tests run in order, as the specs are written for.
  workers: e2eWorkers(),
  fullyParallel: false,
  // Specs that start a server of their own with millions of seeded rows run after the others: their seeding
  // saturates the disk and both cores, and a request of a spec running beside it could wait past its time limit.
  projects: [
    { name: 'shared', testIgnore: HEAVY_SPECS },
    { name: 'heavy', testMatch: HEAVY_SPECS, dependencies: ['shared'] },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.ROADWATCH_E2E_REPORT ?? path.join(root, 'test-results', 'reports', 'e2e.json'),
      },
    ],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'zh-CN',
    // A step that waits for longer than this names itself in the failure instead of a bare test timeout.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    // CI keeps only its log: the per-test screenshot and the trace (which records every step of every test) cost
    // time there and nobody can open them.
    screenshot: process.env.CI ? 'off' : 'on',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
