import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const firstPort = Number(process.env.E2E_PORT ?? 5199);

/**
 * Two lanes, each with its own server and fresh embedded database, run side by side (one worker
 * each): the specs share demo data within a lane as they always did, never across lanes. The
 * second lane's spec files are listed; every other spec runs in the first. `npm test` sets
 * `E2E_LANES=2`; otherwise (a single spec run locally) one lane and one server run everything.
 */
// About as long as the first lane's (CI 2026-11-26: 476 s against 364 s before the axe walk's dark
// theme, accessibility-routes-dark, moved to the first lane and prerender to this one).
const SECOND_LANE = [
  'accessibility-routes.spec.ts',
  'calendar.spec.ts',
  'documents.spec.ts',
  'french-everywhere.spec.ts',
  'keyboard-journey.spec.ts',
  'lease-lifecycle.spec.ts',
  'maintenance.spec.ts',
  'owner-portal.spec.ts',
  'phone-layout.spec.ts',
  'prerender.spec.ts',
  'renewals.spec.ts',
  'rent-suggestions.spec.ts',
  // Starts its own server with the Stripe provider and the Stripe fake (it uses no lane's server).
  'stripe-payments.spec.ts',
  'team.spec.ts',
  'tenant-dashboard.spec.ts',
];
const laneCount = process.env.E2E_LANES === '2' ? 2 : 1;
const lanes = Array.from({ length: laneCount }, (_, index) => {
  const port = firstPort + index * 100;
  return {
    name: index === 0 ? 'desktop' : 'desktop-2',
    port,
    baseURL: `http://127.0.0.1:${port}`,
    // A fresh embedded database for every run, so tests never see yesterday's data.
    dataDir:
      process.env.E2E_DATA_DIR && index === 0
        ? process.env.E2E_DATA_DIR
        : mkdtempSync(path.join(tmpdir(), 'rentwise-e2e-')),
  };
});
const secondLaneMatch = SECOND_LANE.map((file) => `**/${file}`);

/** Chromium from Debian (never a downloaded build); the flags are the ones root needs here. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results', 'playwright-artifacts'),
  fullyParallel: false,
  workers: laneCount,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'playwright.json') }]],
  use: {
    // A trace only for the retry of a failed test: recording one for all ~160 tests costs CI time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: lanes.map((lane, index) => ({
    name: lane.name,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: lane.baseURL },
    ...(laneCount === 1
      ? {}
      : index === 0
        ? { testIgnore: secondLaneMatch }
        : { testMatch: secondLaneMatch }),
  })),
  // After the suite, each server below must exit within 10 s of SIGTERM (issue 28); runs before
  // Playwright stops the webServer.
  globalTeardown: './server-shutdown.teardown.ts',
  webServer: lanes.map((lane) => ({
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${lane.baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(lane.port),
      HOST: '127.0.0.1',
      DATA_DIR: lane.dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: lane.baseURL,
      // Every e2e request comes from one address: lift the per-IP auth limits (their default
      // figures are checked by the server's route tests).
      AUTH_LOGIN_FAILURE_LIMIT: '1000',
      AUTH_EMAIL_REQUEST_LIMIT: '1000',
      AUTH_VERIFY_LIMIT: '1000',
      // Sign up then ask for a reset link at once: no 60 s wait between emails to one address.
      AUTH_EMAIL_INTERVAL_SECONDS: '0',
    },
  })),
});
