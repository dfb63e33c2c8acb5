import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { sendMessageEmails } from '../modules/messages/messages.service';
import { DEMO_OWNER, DEMO_TENANT } from './demo-data';
import { seedDemoIfEmpty } from './seed-demo';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database, pino({ level: 'silent' }) as never);
});
afterAll(() => ctx.close());

async function headersOf(email: string, password: string, address: string) {
  const response = await signIn(ctx, email, password, address);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().access_token}` };
}

describe('the demo conversation', () => {
  it('shows the owner and the tenant the same messages, the last one unread by the owner', async () => {
    const owner = await headersOf(DEMO_OWNER.email, DEMO_OWNER.password, '10.78.0.1');
    const tenant = await headersOf(DEMO_TENANT.email, DEMO_TENANT.password, '10.78.0.2');

    const ownerList = (await ctx.app.inject({ url: '/api/conversations', headers: owner })).json();
    expect(ownerList.items).toHaveLength(1);
    expect(ownerList.items[0]).toMatchObject({
      contact: { name: 'Marcus Reed', role: 'tenant' },
      unreadCount: 1,
      lastMessage: { fromMe: false },
    });
    const unread = (await ctx.app.inject({ url: '/api/conversations/unread-count', headers: owner })).json();
    expect(unread.unreadCount).toBe(1);

    const tenantList = (await ctx.app.inject({ url: '/api/conversations', headers: tenant })).json();
    expect(tenantList.items).toHaveLength(1);
    expect(tenantList.items[0]).toMatchObject({
      id: ownerList.items[0].id,
      contact: { name: 'Olivia Bennett', role: 'owner' },
      unreadCount: 0,
    });
    const page = (
      await ctx.app.inject({ url: `/api/conversations/${ownerList.items[0].id}/messages`, headers: tenant })
    ).json();
    expect(page.items).toHaveLength(6);
    expect(page.items[0]).toMatchObject({ fromMe: true, senderRole: 'tenant' });

    // The seeded messages are never emailed.
    const result = await sendMessageEmails(
      { db: ctx.database.db, mailer: ctx.mailer, publicUrl: 'http://demo.test', emailDelayMinutes: 0 },
      new Date(Date.now() + 86_400_000),
    );
    expect(result).toEqual({ emails: 0, messages: 0 });
  });
});
