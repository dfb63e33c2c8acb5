import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Accounts a spec makes through the API (not the pages it is about): a fresh organisation of its
 * own, so the demo portfolio that other specs count stays as it is.
 */

/** An address no other run used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
}

/** An access token for API calls made as `email`. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()).access_token as string;
}

/** The first link of the newest email to `to` whose subject matches, from the dev mailbox. */
export async function mailboxLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const emails = (await response.json()) as { subject: string; text: string }[];
        link = emails.find((email) => subject.test(email.subject))?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** An owner signed up and confirmed through the API (with their own organisation); answers the email. */
export async function confirmedOwner(
  request: APIRequestContext,
  owner: { prefix: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  const email = uniqueEmail(owner.prefix);
  const signup = await request.post('/auth/v1/signup', {
    data: {
      email,
      password: owner.password,
      data: { first_name: owner.firstName, last_name: owner.lastName, role: 'owner' },
    },
  });
  expect(signup.ok()).toBe(true);
  const link = await mailboxLink(request, email, /Confirm your Rentwise account/);
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);
  return email;
}
