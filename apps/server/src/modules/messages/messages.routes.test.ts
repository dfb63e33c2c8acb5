import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let owner: SignedInUser;
let otherOwner: SignedInUser;
let tenant: TenantWithLogin;
let neighbour: TenantWithLogin;
let stranger: TenantWithLogin;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, who?: SignedInUser, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: who?.headers, payload: payload as object | undefined });

async function startWith(tenantId: string, by = owner) {
  const response = await call('POST', '/api/conversations', by, { tenantId });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().id as string;
}

const unread = async (who: SignedInUser) =>
  (await call('GET', '/api/conversations/unread-count', who)).json().unreadCount as number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  otherOwner = await createSignedInUser(ctx, { role: 'owner' });
  const property = await createProperty(ctx, owner, { address: '7 Conversation Court', units: 3 });
  tenant = await createTenantWithLogin(ctx, owner, property, { firstName: 'Tess', lastName: 'Talker' });
  neighbour = await createTenantWithLogin(ctx, owner, property, { firstName: 'Ned', lastName: 'Next' });
  const elsewhere = await createProperty(ctx, otherOwner, { address: '9 Elsewhere Road' });
  stranger = await createTenantWithLogin(ctx, otherOwner, elsewhere, {
    firstName: 'Sam',
    lastName: 'Stranger',
  });
}, 60_000);
afterAll(() => ctx.close());

describe('messages over HTTP', () => {
  it('need a signed-in user; only owners start a conversation', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['GET', '/api/conversations/unread-count'],
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`],
    ] as [Method, string][]) {
      expect((await call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode, url).toBe(
        401,
      );
    }
    const response = await call('POST', '/api/conversations', tenant, { tenantId: tenant.tenantId });
    expect(response.statusCode).toBe(403);
  });

  it('reject bad input: strict bodies, message text 1..2000 characters after trimming', async () => {
    for (const payload of [{}, { tenantId: 'nope' }, { tenantId: tenant.tenantId, ownerId: owner.userId }]) {
      expect((await call('POST', '/api/conversations', owner, payload)).statusCode).toBe(400);
    }
    const id = await startWith(tenant.tenantId);
    const url = `/api/conversations/${id}/messages`;
    for (const payload of [
      {},
      { body: '' },
      { body: '   \n ' },
      { body: 'x'.repeat(2001) },
      { body: 'Hello', senderRole: 'tenant' },
      { body: 42 },
    ]) {
      const response = await call('POST', url, owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    const longest = await call('POST', url, owner, { body: ` ${'y'.repeat(2000)} ` });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().body).toHaveLength(2000);
    expect((await call('GET', `${url}?cursor=not-a-cursor`, owner)).statusCode).toBe(400);
    expect((await call('GET', `${url}?limit=0`, owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/conversations/not-a-uuid/messages', owner)).statusCode).toBe(400);
  });

  it('start a conversation idempotently, and never with another owner’s tenant', async () => {
    const first = await call('POST', '/api/conversations', owner, { tenantId: neighbour.tenantId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      tenantId: neighbour.tenantId,
      contact: { name: 'Ned Next', role: 'tenant', detail: expect.stringContaining('7 Conversation Court') },
      lastMessage: null,
      unreadCount: 0,
    });
    const again = await call('POST', '/api/conversations', owner, { tenantId: neighbour.tenantId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const foreign = await call('POST', '/api/conversations', owner, { tenantId: stranger.tenantId });
    expect(foreign.statusCode).toBe(404);
    const list = (await call('GET', '/api/conversations', otherOwner)).json();
    expect(JSON.stringify(list)).not.toContain(first.json().id);
  });

  it('give a tenant exactly one conversation, with their landlord, created on demand', async () => {
    const response = await call('GET', '/api/conversations', stranger);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ tenantId: stranger.tenantId, contact: { role: 'owner', detail: null } });
    expect(items[0].contact.name).toBe('Olivia Owner');
    // Asking again does not create another; the owner sees the same one.
    expect((await call('GET', '/api/conversations', stranger)).json().items[0].id).toBe(items[0].id);
    const ownerSide = (await call('GET', '/api/conversations', otherOwner)).json().items;
    expect(ownerSide.map((item: { id: string }) => item.id)).toEqual([items[0].id]);
  });

  it("answer 404 for another account's conversation and change nothing", async () => {
    const id = await startWith(tenant.tenantId);
    const before = (await call('GET', `/api/conversations/${id}/messages`, owner)).body;
    for (const intruder of [otherOwner, stranger, neighbour]) {
      expect((await call('GET', `/api/conversations/${id}`, intruder)).statusCode).toBe(404);
      expect((await call('GET', `/api/conversations/${id}/messages`, intruder)).statusCode).toBe(404);
      const post = await call('POST', `/api/conversations/${id}/messages`, intruder, { body: 'Let me in' });
      expect(post.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/conversations/${id}/messages`, owner)).body).toBe(before);
    // The neighbour's own list holds only their conversation.
    const theirs = (await call('GET', '/api/conversations', neighbour)).json().items;
    expect(theirs.map((item: { tenantId: string }) => item.tenantId)).toEqual([neighbour.tenantId]);
  });

  it('count unread messages per side and mark them read when the conversation is opened', async () => {
    const id = await startWith(tenant.tenantId);
    // Start from a clean slate on both sides.
    await call('GET', `/api/conversations/${id}/messages`, tenant);
    await call('GET', `/api/conversations/${id}/messages`, owner);
    const ownerBase = await unread(owner);
    expect(await unread(tenant)).toBe(0);

    for (const body of ['Hello Tess', 'The inspection is on Friday.']) {
      const sent = await call('POST', `/api/conversations/${id}/messages`, owner, { body });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ body, fromMe: true, senderRole: 'owner', readAt: null });
    }
    expect(await unread(tenant)).toBe(2);
    expect(await unread(owner)).toBe(ownerBase);
    const [mine] = (await call('GET', '/api/conversations', tenant)).json().items;
    expect(mine).toMatchObject({
      id,
      unreadCount: 2,
      lastMessage: { preview: 'The inspection is on Friday.', fromMe: false },
    });
    // The tenant has an in-app notification pointing at the conversation.
    const notes = (await call('GET', '/api/notifications', tenant)).json();
    expect(notes.items[0]).toMatchObject({ type: 'message', title: 'New message from Olivia Owner' });
    expect(notes.items[0].link).toBe(`/tenant-dashboard/messages?conversation=${id}`);

    const page = (await call('GET', `/api/conversations/${id}/messages`, tenant)).json();
    expect(page.items.slice(0, 2).map((m: { body: string }) => m.body)).toEqual([
      'The inspection is on Friday.',
      'Hello Tess',
    ]);
    expect(page.items[0].fromMe).toBe(false);
    expect(await unread(tenant)).toBe(0);
    const ownerView = (await call('GET', `/api/conversations/${id}/messages`, owner)).json();
    expect(ownerView.items[0].readAt).not.toBeNull();

    const reply = await call('POST', `/api/conversations/${id}/messages`, tenant, {
      body: '  Thanks, noted!  ',
    });
    expect(reply.json()).toMatchObject({ body: 'Thanks, noted!', fromMe: true, senderRole: 'tenant' });
    expect(await unread(owner)).toBe(ownerBase + 1);
    const row = (await call('GET', '/api/conversations', owner))
      .json()
      .items.find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({ unreadCount: 1, lastMessage: { preview: 'Thanks, noted!', fromMe: false } });
    // The owner's list is most-recent first.
    expect((await call('GET', '/api/conversations', owner)).json().items[0].id).toBe(id);
    await call('GET', `/api/conversations/${id}/messages`, owner);
    expect(await unread(owner)).toBe(ownerBase);
  });

  it('page the owner list with a cursor', async () => {
    const first = (await call('GET', '/api/conversations?limit=1', owner)).json();
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await call('GET', `/api/conversations?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`, owner)
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(second.nextCursor).toBeNull();
  });
});

describe('the message-emails job in development', () => {
  it('runs through POST /api/dev/jobs/message-emails/run and emails each unread message once', async () => {
    const id = await startWith(neighbour.tenantId);
    await call('POST', `/api/conversations/${id}/messages`, neighbour, { body: 'Is the parking spot free?' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const run = () => call('POST', '/api/dev/jobs/message-emails/run', owner, { asOf: tomorrow });
    const first = await run();
    expect(first.statusCode).toBe(200);
    expect(first.json().result.messages).toBeGreaterThanOrEqual(1);
    const emails = await emailsTo(ctx, owner.email);
    const about = emails.filter((email) => email.textBody.includes('Is the parking spot free?'));
    expect(about).toHaveLength(1);
    expect(about[0].subject).toBe('New message from Ned Next');
    expect((await run()).json().result).toEqual({ emails: 0, messages: 0 });
  });
});
