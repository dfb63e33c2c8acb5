// `npm run test:e2e`: only the Playwright tier (builds first if needed).
import { buildIsStale, findOrInstallChromium, run } from './lib.mjs';

const chromium = findOrInstallChromium();
if (buildIsStale()) {
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(
  await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, CHROME_PATH: chromium },
  }),
);
