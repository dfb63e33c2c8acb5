import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { outboundEmails } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { listContactMessages } from './contact.repository';
import { submitContactMessage } from './contact.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const input = {
  name: 'Ana Lopez',
  company: '',
  email: 'atomic@example.com',
  phone: '',
  reason: 'support' as const,
  message: 'My reminder emails are not arriving.',
};

describe('submitContactMessage', () => {
  it('stores the message with empty optional fields as null, in the sender’s language', async () => {
    const result = await submitContactMessage(ctx.app.deps, { ...input, email: 'stored@example.com' }, 'fr');
    expect(result.stored).toBe(true);
    const [row] = await listContactMessages(ctx.database.db, 1);
    expect(row).toMatchObject({ id: result.id, company: null, phone: null, locale: 'fr', reason: 'support' });
    const emails = await ctx.database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, 'stored@example.com'));
    expect(emails.map((email) => [email.template, email.locale])).toEqual([
      ['contact-acknowledgement', 'fr'],
    ]);
  });

  it('leaves nothing behind when queuing an email fails: message and emails are one transaction', async () => {
    const before = (await listContactMessages(ctx.database.db)).length;
    let queued = 0;
    const failingMailer: Mailer = {
      ...ctx.mailer,
      async queue(db, email) {
        queued++;
        if (queued === 2) throw new Error('outbox unavailable');
        return ctx.mailer.queue(db, email);
      },
    };
    await expect(
      submitContactMessage({ ...ctx.app.deps, mailer: failingMailer }, input, 'en'),
    ).rejects.toThrow('outbox unavailable');
    expect(await listContactMessages(ctx.database.db)).toHaveLength(before);
    const emails = await ctx.database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, 'atomic@example.com'));
    expect(emails).toHaveLength(0);
    const support = await ctx.database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, 'contact-notification'));
    expect(support.every((email) => !email.textBody.includes('atomic@example.com'))).toBe(true);
  });
});
