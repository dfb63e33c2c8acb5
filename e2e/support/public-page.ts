import { expect, type Page } from '@playwright/test';

/**
 * Opens a public page in a language and waits until the app has hydrated the pre-rendered HTML
 * (docs/decisions/015): until then #root is `inert` and marked `data-prerendered`, so a test that
 * clicks, types or tabs must wait, as a visitor's first click would. A saved language other than
 * the browser's gets the ordinary render instead; the mark goes at once.
 */
export async function openPublicPage(page: Page, path: string, language: 'en' | 'fr' = 'en') {
  await page.addInitScript((lang) => localStorage.setItem('rentwise.language', lang), language);
  await page.goto(path);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}
