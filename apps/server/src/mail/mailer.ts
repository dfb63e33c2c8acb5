import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { quotaLimits } from '../modules/quotas/quotas.service';
import {
  claimDueEmail,
  countOrganisationEmails,
  countRecentEmails,
  insertOutboundEmail,
  listRecentEmails,
  markEmailFailed,
  markEmailSent,
  releaseStaleEmails,
} from './outbox.repository';
import { renderTemplate, type TemplateData, type TemplateName } from './templates';
import type { MailTransport } from './transport';

export const MAX_DELIVERY_ATTEMPTS = 10;

/**
 * An email's text without the secrets of its links: the value of a `token` or `code` query
 * parameter, the key in a vendor's private job link (`/vendor-jobs/<token>`) and in an invitation
 * link (`/invitations/<token>`) or a signing link (`/sign/<token>`).
 */
export function scrubLinkTokens(text: string): string {
  return text
    .replace(/([?&](?:amp;)?(?:token|code|token_hash)=)[^&\s"'<>#]+/gi, '$1[removed]')
    .replace(/(\/(?:vendor-jobs|invitations|sign)\/)[^/\s"'<>?#]+/g, '$1[removed]');
}

export interface Mailer {
  /**
   * Renders the template and writes it to the outbox inside the caller's transaction: the email
   * exists exactly when the change that caused it was committed. Call `wake()` after the commit.
   * Answers the email's id, or '' when a daily limit dropped it (see `queue` in createMailer):
   * `orgId` names the organisation whose activity causes the email, whose daily quota it counts.
   */
  queue<T extends TemplateName>(
    db: DbOrTx,
    email: { to: string; template: T; locale: Language; data: TemplateData<T>; orgId?: string | null },
  ): Promise<string>;
  /** Asks the job worker to deliver now rather than at its next scheduled sweep. */
  wake(): void;
  /** Sends every due email once; failures are rescheduled with exponential backoff. */
  deliverDue(options?: {
    max?: number;
  }): Promise<{ sent: number; failed: number; nextRetryInSeconds?: number }>;
  /**
   * Shutdown: a sweep under way finishes the email it is sending and claims no more (the rest stay
   * due for the next sweep, here or on another instance).
   */
  stop(): void;
  transport: MailTransport;
}

export interface MailerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: FastifyBaseLogger;
  /** First retry delay; doubles per attempt up to an hour. Tests shorten it. */
  retryBaseSeconds?: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** Emails to our own support inbox (SUPPORT_EMAIL): every contact message must reach it. */
const OWN_INBOX_TEMPLATES: ReadonlySet<string> = new Set(['contact-notification']);
/**
 * Emails a person sends on purpose, with a button (an invitation, a job for a vendor, an approval
 * request): over the organisation's daily quota the action is refused (429, translated), so the
 * person knows it was not sent. Every other email accompanies a change or a job (a reminder, a
 * receipt, a lease ended): it is dropped and logged, and the change itself still stands.
 */
const REQUESTED_TEMPLATES: ReadonlySet<TemplateName> = new Set<TemplateName>([
  'org-invitation',
  'tenant-invitation',
  'maintenance-vendor-job',
  'maintenance-approval-request',
  'signature-request',
]);

export function createMailer(options: MailerOptions): Mailer {
  let wakeHandler: () => void = () => {};
  const retryBase = options.retryBaseSeconds ?? 30;
  let stopped = false;
  const mailer: Mailer & { onWake(handler: () => void): void } = {
    transport: options.transport,
    async queue(db, email) {
      // The one place that decides whether an email may go (issue 23 findings 4 and 16, QUALITY.md
      // row 24): whatever a form, a feature or a job lets someone trigger, we never become a way
      // to flood an inbox or to send unlimited mail on an organisation's behalf.
      const limits = quotaLimits();
      const orgId = email.orgId ?? null;
      if (orgId && (await countOrganisationEmails(db, orgId, DAY_MS)) >= limits.emailsPerOrganisationPerDay) {
        if (REQUESTED_TEMPLATES.has(email.template)) {
          throw new AppError('RATE_LIMITED', 'The organisation has sent its emails for today', {
            key: 'errors:quota.emails',
            params: { limit: limits.emailsPerOrganisationPerDay },
            headers: { 'retry-after': String(DAY_MS / 1000) },
          });
        }
        options.logger.warn(
          { template: email.template, orgId, limit: limits.emailsPerOrganisationPerDay },
          'email dropped: the organisation reached its daily email quota',
        );
        return '';
      }
      // At most so many emails of one kind to one address a day, whoever causes them; over it the
      // email is dropped (and logged: never the address), the caller's change still stands.
      const limited = !OWN_INBOX_TEMPLATES.has(email.template);
      if (
        limited &&
        (await countRecentEmails(db, email.to, email.template, DAY_MS)) >= limits.emailsPerRecipientPerDay
      ) {
        options.logger.warn(
          { template: email.template, orgId },
          'email dropped: daily limit for the recipient reached',
        );
        return '';
      }
      const rendered = renderTemplate(email.template, email.locale, email.data);
      return insertOutboundEmail(db, {
        toAddress: email.to,
        template: email.template,
        locale: email.locale,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        orgId,
      });
    },
    wake: () => wakeHandler(),
    onWake(handler) {
      wakeHandler = handler;
    },
    stop() {
      stopped = true;
    },
    async deliverDue({ max = 50 } = {}) {
      if (stopped) return { sent: 0, failed: 0 };
      await releaseStaleEmails(options.db, 600);
      let sent = 0;
      let failed = 0;
      let nextRetryInSeconds: number | undefined;
      // Only what was due when this sweep began: a message that fails now waits for the next sweep.
      const sweepStart = new Date();
      for (let i = 0; i < max && !stopped; i++) {
        const email = await claimDueEmail(options.db, sweepStart);
        if (!email) break;
        try {
          await options.transport.send({
            from: options.from,
            to: email.toAddress,
            subject: email.subject,
            text: email.textBody,
            html: email.htmlBody,
          });
          // Delivered for real: the copy kept in the outbox loses its link tokens (issue 23
          // finding 9). The outbox transport (development, tests) delivers nothing, and its dev
          // mailbox is where those links are read, so there they stay.
          await markEmailSent(
            options.db,
            email.id,
            options.transport.name === 'outbox'
              ? undefined
              : {
                  subject: scrubLinkTokens(email.subject),
                  textBody: scrubLinkTokens(email.textBody),
                  htmlBody: scrubLinkTokens(email.htmlBody),
                },
          );
          sent++;
        } catch (error) {
          failed++;
          const message = error instanceof Error ? error.message : String(error);
          const delay =
            email.attempts >= MAX_DELIVERY_ATTEMPTS
              ? null
              : Math.min(retryBase * 2 ** (email.attempts - 1), 3600);
          const nextAttempt =
            delay === null ? null : new Date(Math.max(Date.now() + delay * 1000, sweepStart.getTime() + 1));
          await markEmailFailed(options.db, email.id, message, nextAttempt);
          if (delay !== null) nextRetryInSeconds = Math.min(nextRetryInSeconds ?? delay, delay);
          // The address is personal data and the body may hold a link token: log only the id.
          options.logger.warn(
            { emailId: email.id, attempt: email.attempts, err: message },
            'email delivery failed',
          );
        }
      }
      return { sent, failed, nextRetryInSeconds };
    },
  };
  return mailer;
}

/** Lets the jobs module connect `wake()` to its queue without the mailer knowing pg-boss. */
export function setMailerWakeHandler(mailer: Mailer, handler: () => void): void {
  (mailer as Mailer & { onWake(handler: () => void): void }).onWake(handler);
}

/** The newest outbox rows, newest first: the development mailbox's view (modules/dev-mailbox). */
export function recentEmails(db: Db, options: { to?: string; limit: number }) {
  return listRecentEmails(db, options);
}
