import { expect, type Page } from '@playwright/test';

/** Who signs in: a demo account (support/demo-accounts.ts) or one a test made. */
export interface Account {
  email: string;
  password: string;
}

/**
 * Signs in through the sign-in page, as a person would. It does not wait for the landing page:
 * where the app goes next (a dashboard, 'Set a new password', an error) is what tests check.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out with the dashboard's Logout button and waits until the app has left the workspace. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/login$|\/$/);
}
