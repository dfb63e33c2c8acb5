import { expect, type Page } from '@playwright/test';

/**
 * Opens a public page in a language and waits until the app has taken over the pre-rendered
 * picture (decision 007): before that the page is inert and its elements are replaced, so a
 * test that clicks or scrolls must wait, as a visitor's first click would.
 */
export async function openPublicPage(page: Page, path: string, language: 'en' | 'fr' = 'en') {
  await page.addInitScript((lang) => localStorage.setItem('rentwise.language', lang), language);
  await page.goto(path);
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
}
