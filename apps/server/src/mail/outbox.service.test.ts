import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { outboundEmails } from '../db/schema';
import { startJobs } from '../jobs/jobs';
import { configureQuotas, DEFAULT_QUOTAS } from '../modules/quotas/quotas.service';
import { createMailer, MAX_DELIVERY_ATTEMPTS, scrubLinkTokens } from './mailer';

const DAILY_LIMIT_PER_RECIPIENT = DEFAULT_QUOTAS.emailsPerRecipientPerDay;

import { createOutboxTransport, createSmtpTransport } from './transport';

/** An SMTP server on loopback that can be told to refuse mail, like a real outage. */
function startSmtp() {
  const received: string[] = [];
  const state = { failing: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        if (state.failing) {
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push(data);
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: string[]; state: typeof state; close(): Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const port = (server.server.address() as AddressInfo).port;
        resolve({ port, received, state, close: () => new Promise((done) => server.close(() => done())) });
      });
    },
  );
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const logger = pino({ level: 'silent' }) as never;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('mail outbox', () => {
  it('writes nothing when the caller’s transaction rolls back', async () => {
    const { db } = ctx.database;
    await expect(
      db.transaction(async (tx) => {
        await ctx.mailer.queue(tx, {
          to: 'rollback@example.com',
          template: 'password-recovery',
          locale: 'en',
          data: { url: 'http://localhost/x' },
        });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const rows = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, 'rollback@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('retries while SMTP is down and delivers exactly once when it is back', async () => {
    const { db } = ctx.database;
    const mailer = createMailer({
      db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: 'Rentwise <no-reply@rentwise.test>',
      logger,
      retryBaseSeconds: 0,
    });
    const id = await mailer.queue(db, {
      to: 'outage@example.com',
      template: 'signup-confirmation',
      locale: 'fr',
      data: { firstName: 'Ana', url: 'http://localhost:5000/auth/v1/verify?token=t' },
    });

    smtp.state.failing = true;
    const down = await mailer.deliverDue();
    expect(down).toMatchObject({ sent: 0, failed: 1 });
    let [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/temporarily unavailable/);

    smtp.state.failing = false;
    const back = await mailer.deliverDue();
    expect(back).toMatchObject({ sent: 1, failed: 0 });
    const again = await mailer.deliverDue();
    expect(again).toMatchObject({ sent: 0, failed: 0 });

    [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('outage@example.com');
    expect(smtp.received[0]).toMatch(/Subject: =\?UTF-8\?|Subject: Confirmez/);
  });

  it('gives up after the last attempt and marks the email failed', async () => {
    const { db } = ctx.database;
    const mailer = createMailer({
      db,
      transport: {
        name: 'smtp',
        send: async () => Promise.reject(new Error('connection refused')),
        close() {},
      },
      from: 'x@y.z',
      logger,
      retryBaseSeconds: 0,
    });
    const id = await mailer.queue(db, {
      to: 'never@example.com',
      template: 'password-recovery',
      locale: 'en',
      data: { url: 'http://localhost/r' },
    });
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) await mailer.deliverDue();
    const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
  });

  it('keeps no live link token once an email is delivered, except with the development outbox (issue 23 finding 9)', async () => {
    const { db } = ctx.database;
    const delivered: string[] = [];
    const smtpMailer = createMailer({
      db,
      transport: { name: 'smtp', send: async (message) => void delivered.push(message.text), close() {} },
      from: 'x@y.z',
      logger,
    });
    const url =
      'http://localhost/auth/v1/verify?token=SECRET-TOKEN-123&type=recovery&redirect_to=http%3A%2F%2Flocalhost%2F';
    const id = await smtpMailer.queue(db, {
      to: 'scrub@example.com',
      template: 'password-recovery',
      locale: 'en',
      data: { url },
    });
    const unsent = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
    expect(unsent[0].textBody).toContain('SECRET-TOKEN-123');
    await smtpMailer.deliverDue({ max: 500 });
    expect(delivered.some((text) => text.includes('SECRET-TOKEN-123'))).toBe(true);
    const [sent] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
    expect(sent.status).toBe('sent');
    expect(`${sent.subject}${sent.textBody}${sent.htmlBody}`).not.toContain('SECRET-TOKEN-123');
    expect(sent.textBody).toContain('token=[removed]');
    // The development outbox delivers nothing: its mailbox keeps the link readable.
    const devMailer = createMailer({ db, transport: createOutboxTransport(), from: 'x@y.z', logger });
    const devId = await devMailer.queue(db, {
      to: 'scrub@example.com',
      template: 'password-recovery',
      locale: 'en',
      data: { url },
    });
    await devMailer.deliverDue({ max: 500 });
    const [dev] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, devId));
    expect(dev.status).toBe('sent');
    expect(dev.textBody).toContain('SECRET-TOKEN-123');
    expect(scrubLinkTokens('see http://x/vendor-jobs/abcDEF123?x=1 and http://x/y?code=zz&token=tt')).toBe(
      'see http://x/vendor-jobs/[removed]?x=1 and http://x/y?code=[removed]&token=[removed]',
    );
    // An invitation link is a credential too (modules/team).
    expect(scrubLinkTokens('join: https://x/invitations/Abc_d-1 now')).toBe(
      'join: https://x/invitations/[removed] now',
    );
  });

  it('writes at most the daily limit of one kind of email to one address (issue 23 finding 4)', async () => {
    const { db } = ctx.database;
    const mailer = createMailer({ db, transport: createOutboxTransport(), from: 'x@y.z', logger });
    const queue = (to: string) =>
      mailer.queue(db, {
        to,
        template: 'password-recovery',
        locale: 'en',
        data: { url: 'http://localhost/r' },
      });
    for (let i = 0; i < DAILY_LIMIT_PER_RECIPIENT; i++)
      expect(await queue('flooded@example.com')).not.toBe('');
    expect(await queue('flooded@example.com')).toBe('');
    expect(await queue('Flooded@Example.com')).toBe('');
    const rows = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, 'flooded@example.com'));
    expect(rows).toHaveLength(DAILY_LIMIT_PER_RECIPIENT);
    // Another address is not affected.
    expect(await queue('someone.else@example.com')).not.toBe('');
    // The support inbox gets every contact message.
    const contact = {
      id: 'x',
      name: 'N',
      company: '',
      email: 'a@b.c',
      phone: '',
      reason: 'general',
      message: 'm',
      locale: 'en',
    };
    for (let i = 0; i <= DAILY_LIMIT_PER_RECIPIENT; i++) {
      expect(
        await mailer.queue(db, {
          to: 'support@example.com',
          template: 'contact-notification',
          locale: 'en',
          data: contact,
        } as never),
      ).not.toBe('');
    }
  });

  it('counts every email an organisation causes against its daily quota (issue 23 findings 4 and 16)', async () => {
    const { db } = ctx.database;
    const mailer = createMailer({ db, transport: createOutboxTransport(), from: 'x@y.z', logger });
    const orgId = crypto.randomUUID();
    const other = crypto.randomUUID();
    const ended = (to: string, org: string) =>
      mailer.queue(db, {
        to,
        template: 'lease-ended',
        locale: 'en',
        data: { firstName: 'T', address: '1 Main St', moveOut: 'May 1, 2026', url: 'http://localhost/t' },
        orgId: org,
      });
    configureQuotas({ ...DEFAULT_QUOTAS, emailsPerOrganisationPerDay: 3 });
    try {
      // Each to a different address: the recipient limit is not what stops them.
      for (let i = 0; i < 3; i++) expect(await ended(`quota-${i}@example.com`, orgId)).not.toBe('');
      // An email that accompanies a change is dropped (and logged), the change stands.
      expect(await ended('quota-3@example.com', orgId)).toBe('');
      // One a person sends on purpose is refused with a translated 429.
      const invite = mailer.queue(db, {
        to: 'quota-invitee@example.com',
        template: 'org-invitation',
        locale: 'en',
        data: { organisationName: 'Org', inviterName: 'Ann', role: 'manager', url: 'http://localhost/i' },
        orgId,
      } as never);
      await expect(invite).rejects.toMatchObject({ code: 'RATE_LIMITED', key: 'errors:quota.emails' });
      // Another organisation, and emails no organisation caused, are not affected.
      expect(await ended('quota-4@example.com', other)).not.toBe('');
      expect(
        await mailer.queue(db, {
          to: 'quota-5@example.com',
          template: 'password-recovery',
          locale: 'en',
          data: { url: 'http://localhost/r' },
        }),
      ).not.toBe('');
      const [{ count }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(outboundEmails)
        .where(eq(outboundEmails.orgId, orgId));
      expect(count).toBe(3);
    } finally {
      configureQuotas(DEFAULT_QUOTAS);
    }
  });

  it('renders both languages and escapes what it is given', async () => {
    const { db } = ctx.database;
    await ctx.mailer.queue(db, {
      to: 'lang@example.com',
      template: 'signup-confirmation',
      locale: 'en',
      data: { firstName: '<b>Eve</b>', url: 'http://localhost:5000/auth/v1/verify?token=a&type=signup' },
    });
    // A second older, as PGlite's clock can give two inserts the same millisecond (then the order
    // between them is the id's).
    await db.execute(
      sql`update outbound_emails set created_at = created_at - interval '1 second' where to_address = 'lang@example.com'`,
    );
    await ctx.mailer.queue(db, {
      to: 'lang@example.com',
      template: 'password-recovery',
      locale: 'fr',
      data: { url: 'http://localhost:5000/reset-password#access_token=x' },
    });
    const response = await ctx.app.inject('/api/dev/mailbox?to=LANG@example.com');
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages).toHaveLength(2);
    // Newest first.
    expect(messages[0].subject).toBe('Réinitialisez votre mot de passe Rentwise');
    expect(messages[1].subject).toBe('Confirm your Rentwise account');
    expect(messages[1].html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(messages[1].html).toContain('href="http://localhost:5000/auth/v1/verify?token=a&amp;type=signup"');
    expect(messages[1].text).toContain('http://localhost:5000/auth/v1/verify?token=a&type=signup');
    expect(Object.keys(messages[0]).sort()).toEqual([
      'createdAt',
      'html',
      'id',
      'status',
      'subject',
      'text',
      'to',
    ]);
  });

  it('shows the dev mailbox page with clickable links', async () => {
    const page = await ctx.app.inject('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Dev mailbox');
    expect(page.body).toContain('<a href="http://localhost:5000/reset-password#access_token=x"');
  });

  it('is delivered by the pg-boss worker after a wake-up', async () => {
    const { db } = ctx.database;
    const sent: string[] = [];
    const mailer = createMailer({
      db,
      transport: { name: 'smtp', send: async (message) => void sent.push(message.to), close() {} },
      from: 'x@y.z',
      logger,
      retryBaseSeconds: 0,
    });
    const jobs = await startJobs({ database: ctx.database, mailer, logger, runWorkers: true });
    try {
      const id = await mailer.queue(db, {
        to: 'worker@example.com',
        template: 'password-recovery',
        locale: 'en',
        data: { url: 'http://localhost/r' },
      });
      mailer.wake();
      const deadline = Date.now() + 20_000;
      let status = 'pending';
      while (Date.now() < deadline && status !== 'sent') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        [{ status }] = await db
          .select({ status: outboundEmails.status })
          .from(outboundEmails)
          .where(eq(outboundEmails.id, id));
      }
      expect(status).toBe('sent');
      expect(sent.filter((to) => to === 'worker@example.com')).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });
});
