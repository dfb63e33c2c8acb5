import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { messages, notifications, outboundEmails, profiles, tenants, users } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createOutboxTransport } from '../../mail/transport';
import * as notificationsService from '../notifications/notifications.service';
import { createOrganisationForOwner, memberActorOf } from '../organisations/organisations.service';
import * as properties from '../properties/properties.service';
import * as service from './messages.service';

let database: Database;
let deps: service.MessageDeps;
const DELAY = 15;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** An account with a profile (no password needed: services take the actor directly). */
async function account(
  role: 'owner' | 'tenant',
  names: { first: string; last: string; locale?: 'en' | 'fr' },
) {
  const email = `${role}.${randomUUID()}@messages.test`;
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', role, emailConfirmedAt: new Date() })
    .returning();
  await database.db.insert(profiles).values({
    id: user.id,
    email,
    role,
    firstName: names.first,
    lastName: names.last,
    locale: names.locale ?? 'en',
  });
  if (role === 'tenant') return { actor: { userId: user.id, role } as Actor, email };
  await createOrganisationForOwner(database.db, { userId: user.id, firstName: names.first, locale: 'en' });
  return { actor: (await memberActorOf(database.db, user.id)) as Actor, email };
}

/** An owner with a property and one tenant (record linked to its own account). */
async function pair(options: { tenantLocale?: 'en' | 'fr' } = {}) {
  const owner = await account('owner', { first: 'Olivia', last: 'Bennett' });
  const property = await properties.createProperty(database.db, owner.actor, {
    address: `${Math.floor(Math.random() * 900) + 100} Message Street`,
    propertyType: 'Apartment',
    units: 2,
    monthlyRent: 100000,
  });
  const tenant = await account('tenant', { first: 'Marc', last: 'Roy', locale: options.tenantLocale });
  const [record] = await database.db
    .insert(tenants)
    .values({
      orgId: (owner.actor as MemberActor).orgId,
      ownerId: owner.actor.userId,
      authUserId: tenant.actor.userId,
      firstName: 'Marc',
      lastName: 'Roy',
      email: tenant.email,
      phone: '5550001111',
      propertyId: property.id,
      status: 'active',
      // The tenant confirmed the address (issue 23 finding 4): unread messages may be emailed.
      emailConfirmedAt: new Date(),
    })
    .returning();
  const { conversation } = await service.startConversation(database.db, owner.actor, {
    tenantId: record.id,
  });
  return { owner, tenant, tenantId: record.id, conversationId: conversation.id };
}

async function emailsTo(address: string) {
  return database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, address));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const mailer = createMailer({
    db: database.db,
    transport: createOutboxTransport(),
    from: 'Rentwise <no-reply@rentwise.test>',
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  });
  deps = { db: database.db, mailer, publicUrl: 'https://rentwise.test', emailDelayMinutes: DELAY };
});
afterAll(() => database.close());

describe('sending a message', () => {
  it("notifies the recipient in the app, in the recipient's language, linking to the conversation", async () => {
    const { owner, tenant, conversationId } = await pair({ tenantLocale: 'fr' });
    const sent = await service.sendMessage(database.db, owner.actor, conversationId, {
      body: 'The plumber comes on Tuesday.',
    });
    expect(sent).toMatchObject({ fromMe: true, senderRole: 'owner', readAt: null });
    const notes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tenant.actor.userId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'message',
      title: 'notifications:sent.newMessage.title?sender=Olivia+Bennett',
      body: 'The plumber comes on Tuesday.',
      link: `/tenant-dashboard/messages?conversation=${conversationId}`,
      readAt: null,
    });

    // The stored key is said in the reader's language, with French elision.
    const [said] = (await notificationsService.listNotifications(database.db, tenant.actor, { limit: 10 }))
      .items;
    expect(said?.title).toBe("Nouveau message d'Olivia Bennett");

    // Reading the conversation reads the notification about it too.
    await service.listMessages(database.db, tenant.actor, conversationId, { limit: 50 });
    const [after] = await database.db.select().from(notifications).where(eq(notifications.id, notes[0].id));
    expect(after.readAt).not.toBeNull();
  });

  it("refuses another owner's or another tenant's conversation with a 404", async () => {
    const a = await pair();
    const b = await pair();
    for (const actor of [b.owner.actor, b.tenant.actor]) {
      const error = await errorOf(service.sendMessage(database.db, actor, a.conversationId, { body: 'Hi' }));
      expect(error.code).toBe('NOT_FOUND');
      expect(
        (await errorOf(service.listMessages(database.db, actor, a.conversationId, { limit: 5 }))).code,
      ).toBe('NOT_FOUND');
    }
    const error = await errorOf(
      service.startConversation(database.db, b.owner.actor, { tenantId: a.tenantId }),
    );
    expect(error.code).toBe('NOT_FOUND');
    const rows = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, a.conversationId));
    expect(rows).toHaveLength(0);
  });

  it('pages through a conversation newest first without skipping or repeating', async () => {
    const { owner, tenant, conversationId } = await pair();
    for (let i = 1; i <= 5; i++) {
      await service.sendMessage(database.db, i % 2 ? owner.actor : tenant.actor, conversationId, {
        body: `message ${i}`,
      });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await service.listMessages(database.db, owner.actor, conversationId, { limit: 2, cursor });
      seen.push(...page.items.map((item) => item.body));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
  });
});

describe('the message-emails job', () => {
  // Messages other tests left unread are emailed first, so each test counts only its own.
  beforeEach(async () => {
    await service.sendMessageEmails(deps, minutesFromNow(24 * 60));
  });

  it('emails an unread message once, after the delay, in the recipient language', async () => {
    const { owner, tenant, conversationId } = await pair({ tenantLocale: 'fr' });
    await service.sendMessage(database.db, owner.actor, conversationId, { body: 'Rent receipt attached.' });
    await service.sendMessage(database.db, owner.actor, conversationId, { body: 'Also: boiler check.' });

    // Not yet: the delay has not passed.
    expect(await service.sendMessageEmails(deps, minutesFromNow(DELAY - 5))).toEqual({
      emails: 0,
      messages: 0,
    });
    expect(await emailsTo(tenant.email)).toHaveLength(0);

    expect(await service.sendMessageEmails(deps, minutesFromNow(DELAY + 1))).toEqual({
      emails: 1,
      messages: 2,
    });
    // Run again (or later): nothing more.
    expect(await service.sendMessageEmails(deps, minutesFromNow(DELAY + 1))).toEqual({
      emails: 0,
      messages: 0,
    });
    expect(await service.sendMessageEmails(deps, minutesFromNow(600))).toEqual({ emails: 0, messages: 0 });

    const emails = await emailsTo(tenant.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe("Nouveau message d'Olivia Bennett");
    expect(emails[0].locale).toBe('fr');
    expect(emails[0].textBody).toContain('Bonjour Marc,');
    expect(emails[0].textBody).toContain('2 messages');
    expect(emails[0].textBody).toContain('Rent receipt attached.');
    expect(emails[0].textBody).toContain('Also: boiler check.');
    expect(emails[0].textBody).toContain(
      `https://rentwise.test/tenant-dashboard/messages?conversation=${conversationId}`,
    );
    const rows = await database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.every((row) => row.emailNotifiedAt !== null)).toBe(true);
  });

  it('does not email a message read in time', async () => {
    const { owner, tenant, conversationId } = await pair();
    await service.sendMessage(database.db, tenant.actor, conversationId, { body: 'The sink leaks.' });
    const page = await service.listMessages(database.db, owner.actor, conversationId, { limit: 50 });
    expect(page.items[0]).toMatchObject({ fromMe: false, body: 'The sink leaks.' });
    expect(await service.sendMessageEmails(deps, minutesFromNow(DELAY + 1))).toEqual({
      emails: 0,
      messages: 0,
    });
    expect(await emailsTo(owner.email)).toHaveLength(0);
  });

  it('emails the owner about a tenant message, only the unread side, and two runs at once send once', async () => {
    const { owner, tenant, conversationId } = await pair();
    await service.sendMessage(database.db, tenant.actor, conversationId, {
      body: 'Can I paint the bedroom?',
    });
    // The owner's own message was read by the tenant: it is not emailed.
    await service.sendMessage(database.db, owner.actor, conversationId, { body: 'Welcome!' });
    await service.listMessages(database.db, tenant.actor, conversationId, { limit: 50 });

    const [a, b] = await Promise.all([
      service.sendMessageEmails(deps, minutesFromNow(DELAY + 1)),
      service.sendMessageEmails(deps, minutesFromNow(DELAY + 1)),
    ]);
    expect(a.emails + b.emails).toBe(1);
    const emails = await emailsTo(owner.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe('New message from Marc Roy');
    expect(emails[0].textBody).toContain('Hello Olivia,');
    expect(emails[0].textBody).toContain('Can I paint the bedroom?');
    expect(emails[0].textBody).toContain(`/owner-dashboard/messages?conversation=${conversationId}`);
    expect(await emailsTo(tenant.email)).toHaveLength(0);

    // A message read after it was emailed is not emailed again, and nothing else is pending.
    await service.listMessages(database.db, owner.actor, conversationId, { limit: 50 });
    expect(await service.sendMessageEmails(deps, minutesFromNow(DELAY * 10))).toEqual({
      emails: 0,
      messages: 0,
    });
    const rows = await database.db
      .select()
      .from(messages)
      .where(inArray(messages.conversationId, [conversationId]));
    expect(rows.filter((row) => row.emailNotifiedAt !== null)).toHaveLength(1);
  });
});
