// Screenshots of a running Rentwise for a human review: phone and desktop, English and French,
// light and dark. Not part of the test suite.
//
//   node scripts/screenshots.mjs http://127.0.0.1:5000 /tmp/shots /owner-dashboard /owner-dashboard/tenants
//
// Dashboard paths sign in as the demo owner (or the demo tenant for /tenant-dashboard paths).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://127.0.0.1:5000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const DEMO = {
  owner: { email: 'owner@demo.rentwise.app', password: 'Rentwise-Demo-2026' },
  tenant: { email: 'tenant@demo.rentwise.app', password: 'Rentwise-Tenant-2026' },
};
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
});

async function sessionFor(role) {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO[role]),
  });
  if (!response.ok) throw new Error(`sign-in as the demo ${role} failed: ${response.status}`);
  return response.json();
}

for (const target of paths.length ? paths : ['/']) {
  const role = target.startsWith('/tenant-dashboard')
    ? 'tenant'
    : target.startsWith('/owner')
      ? 'owner'
      : null;
  const session = role ? await sessionFor(role) : null;
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const language of ['en', 'fr']) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        await context.addInitScript(
          ({ language, theme, session }) => {
            localStorage.setItem('rentwise.language', language);
            localStorage.setItem('rentwise.theme', theme);
            if (session) localStorage.setItem('rentwise.auth.session', JSON.stringify(session));
          },
          { language, theme, session },
        );
        const page = await context.newPage();
        await page.goto(`${baseUrl}${target}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const name = `${target.replace(/\W+/g, '_') || 'root'}-${device}-${language}-${theme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: device === 'desktop' });
        console.log(path.join(outDir, name));
        await context.close();
      }
    }
  }
}
await browser.close();
