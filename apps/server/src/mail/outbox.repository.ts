import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { type OutboundEmailRow, outboundEmails } from '../db/schema';

export interface NewOutboundEmail {
  toAddress: string;
  template: string;
  locale: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** The organisation whose activity caused the email, if any (its daily quota). */
  orgId?: string | null;
}

/** How many emails of `template` were written for `to` in the last `withinMs` (the mailer's daily limit). */
export async function countRecentEmails(
  db: DbOrTx,
  to: string,
  template: string,
  withinMs: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboundEmails)
    .where(
      and(
        // Served by outbound_emails_to_idx (to_address, created_at); both spellings of the address.
        inArray(outboundEmails.toAddress, [...new Set([to, to.toLowerCase()])]),
        gt(outboundEmails.createdAt, new Date(Date.now() - withinMs)),
        eq(outboundEmails.template, template),
      ),
    );
  return row?.count ?? 0;
}

/** How many emails the organisation's activity caused in the last `withinMs` (its daily quota). */
export async function countOrganisationEmails(db: DbOrTx, orgId: string, withinMs: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboundEmails)
    // Served by outbound_emails_org_idx (org_id, created_at).
    .where(
      and(eq(outboundEmails.orgId, orgId), gt(outboundEmails.createdAt, new Date(Date.now() - withinMs))),
    );
  return row?.count ?? 0;
}

export async function insertOutboundEmail(db: DbOrTx, email: NewOutboundEmail): Promise<string> {
  const [row] = await db.insert(outboundEmails).values(email).returning({ id: outboundEmails.id });
  return row.id;
}

/**
 * Claims the oldest due email for one delivery attempt. `FOR UPDATE SKIP LOCKED` lets several
 * workers (or instances) share the outbox without two of them sending the same message.
 */
export async function claimDueEmail(db: Db, dueBy: Date): Promise<OutboundEmailRow | undefined> {
  const rows = await db.execute(sql`
    update outbound_emails
       set status = 'sending', attempts = attempts + 1, locked_at = now()
     where id = (
       select id from outbound_emails
        where status = 'pending' and next_attempt_at <= ${dueBy.toISOString()}::timestamptz
        order by next_attempt_at, created_at
        for update skip locked
        limit 1)
    returning id`);
  const id = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  return row;
}

/**
 * Marks an email sent. With `scrubbed` the stored bodies are replaced by ones whose link tokens
 * are gone (mailer.ts): once delivered, the table must not hold working sign-in or reset links.
 */
export async function markEmailSent(
  db: Db,
  id: string,
  scrubbed?: { subject: string; textBody: string; htmlBody: string },
): Promise<void> {
  await db
    .update(outboundEmails)
    .set({ status: 'sent', sentAt: new Date(), lockedAt: null, lastError: null, ...scrubbed })
    .where(eq(outboundEmails.id, id));
}

export async function markEmailFailed(
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .update(outboundEmails)
    .set({
      status: nextAttemptAt ? 'pending' : 'failed',
      nextAttemptAt: nextAttemptAt ?? undefined,
      lastError: error.slice(0, 1000),
      lockedAt: null,
    })
    .where(eq(outboundEmails.id, id));
}

/** A worker that died mid-send leaves a row in 'sending': after `staleSeconds` it is tried again. */
export async function releaseStaleEmails(db: Db, staleSeconds: number): Promise<number> {
  const released = await db
    .update(outboundEmails)
    .set({ status: 'pending', lockedAt: null })
    .where(
      and(
        eq(outboundEmails.status, 'sending'),
        sql`${outboundEmails.lockedAt} < now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .returning({ id: outboundEmails.id });
  return released.length;
}

export async function listRecentEmails(
  db: Db,
  options: { to?: string; limit: number },
): Promise<OutboundEmailRow[]> {
  return db
    .select()
    .from(outboundEmails)
    .where(options.to ? sql`lower(${outboundEmails.toAddress}) = lower(${options.to})` : undefined)
    .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
    .limit(options.limit);
}

export async function findEmail(db: Db, id: string): Promise<OutboundEmailRow | undefined> {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  return row;
}
