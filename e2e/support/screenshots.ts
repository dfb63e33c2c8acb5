import { expect, type Page } from '@playwright/test';

/**
 * The screenshots a spec saves when its `<NAME>_SHOTS=<dir>` is set: each page on a phone and a
 * desktop, in English and French, light and dark. Afterwards the page is back to a desktop in
 * English, light.
 */

export interface Look {
  size: 'phone' | 'desktop';
  lang: 'en' | 'fr';
  theme: 'light' | 'dark';
  /** `<dir>/<what>-<size>-<lang>-<theme>.png` */
  file(what: string): string;
}

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function setLook(page: Page, lang: string, theme: string) {
  await page.evaluate(
    ([l, th]) => {
      localStorage.setItem('rentwise.language', l);
      localStorage.setItem('rentwise.theme', th);
    },
    [lang, theme],
  );
}

/** Runs `shoot` once for each look (viewport, language and theme set; the page not reloaded). */
export async function eachLook(page: Page, dir: string, shoot: (look: Look) => Promise<void>): Promise<void> {
  for (const size of ['phone', 'desktop'] as const) {
    for (const lang of ['en', 'fr'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize(SIZES[size]);
        await setLook(page, lang, theme);
        await shoot({ size, lang, theme, file: (what) => `${dir}/${what}-${size}-${lang}-${theme}.png` });
      }
    }
  }
  await page.setViewportSize(SIZES.desktop);
  await setLook(page, 'en', 'light');
}

/**
 * Full-page screenshots of `path` (default: the page's current address) in every look, each taken
 * once `ready` shows and the network is idle; then the page is opened again in English. Nothing
 * without a `dir`.
 */
export async function screenshots(
  page: Page,
  dir: string | undefined,
  what: string,
  ready: RegExp,
  path: string = page.url(),
): Promise<void> {
  if (!dir) return;
  await eachLook(page, dir, async (look) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: look.file(what), fullPage: true });
  });
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
}
