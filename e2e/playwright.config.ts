import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5199);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
// A fresh embedded database for every run, so tests never see yesterday's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rentwise-e2e-'));

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'playwright.json') }]],
  use: {
    baseURL,
    // A trace only for the retry of a failed test: recording one for all ~160 tests costs CI time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // After the suite, the server below must exit within 10 s of SIGTERM (issue 28); runs before
  // Playwright stops the webServer.
  globalTeardown: './server-shutdown.teardown.ts',
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Every e2e request comes from one address: lift the per-IP auth limits (their default
      // figures are checked by the server's route tests).
      AUTH_LOGIN_FAILURE_LIMIT: '1000',
      AUTH_EMAIL_REQUEST_LIMIT: '1000',
      AUTH_VERIFY_LIMIT: '1000',
      // Sign up then ask for a reset link at once: no 60 s wait between emails to one address.
      AUTH_EMAIL_INTERVAL_SECONDS: '0',
    },
  },
});
