// `npm test`: every tier. Pure, route and service tests (vitest, on PGlite — or on PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end tests in headless Chromium against the built app.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIsStale, findOrInstallChromium, root, run } from './lib.mjs';
import { countPlaywright, countVitest, sum, summaryLine } from './test-report.mjs';

const reports = path.join(root, 'test-results');
rmSync(path.join(reports, 'vitest.json'), { force: true });
rmSync(path.join(reports, 'playwright.json'), { force: true });
mkdirSync(reports, { recursive: true });

let chromium;
try {
  chromium = findOrInstallChromium();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

/** Seconds since `started`: each tier prints its time, so a slow run shows where the time went. */
const secondsSince = (started) => Math.round((performance.now() - started) / 1000);

console.log('\n▶ Unit, route and service tests (vitest)\n');
const unitStarted = performance.now();
const unitCode = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
console.log(`\nvitest took ${secondsSince(unitStarted)} s`);

console.log('\n▶ End-to-end tests (Playwright, headless Chromium)\n');
const e2eStarted = performance.now();
let e2eCode = 0;
if (buildIsStale()) e2eCode = await run('npm', ['run', 'build']);
if (e2eCode === 0) {
  // Two lanes side by side, each with its own server and database (e2e/playwright.config.ts).
  e2eCode = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, CHROME_PATH: chromium, E2E_LANES: '2' },
  });
}
console.log(`\nEnd-to-end tests took ${secondsSince(e2eStarted)} s`);

const total = sum([
  countVitest(path.join(reports, 'vitest.json')),
  countPlaywright(path.join(reports, 'playwright.json')),
]);
console.log(`\nAll tiers: ${summaryLine(total)}`);
process.exit(unitCode !== 0 || e2eCode !== 0 ? 1 : 0);
