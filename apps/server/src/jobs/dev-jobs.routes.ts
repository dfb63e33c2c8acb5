import { jobNameSchema, runJobBodySchema } from '@rentwise/core/leases/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, requireUser } from '../auth/guards';
import { localRequestsOnly } from '../http/local-only';
import { JOBS } from '../modules/leases/lease-jobs.service';
import { todayIso } from '../modules/ledger/ledger.service';
import { MESSAGE_EMAILS_QUEUE } from '../modules/messages/messages.jobs';
import { sendMessageEmails } from '../modules/messages/messages.service';
import { paymentProviderFor } from '../modules/payments/payment-provider';
import { REMINDERS_QUEUE } from '../modules/reminders/reminders.jobs';
import { sendDueReminders } from '../modules/reminders/reminders.service';
import { RENEWAL_OFFERS_QUEUE } from '../modules/renewals/renewals.jobs';
import { runRenewalOfferJob } from '../modules/renewals/renewals.service';
import { RENT_REMINDERS_QUEUE } from '../modules/rent-reminders/rent-reminders.jobs';
import { runRentReminders } from '../modules/rent-reminders/rent-reminders.service';
import { AUTOPAY_QUEUE } from '../modules/stripe/autopay.jobs';
import { runAutopay } from '../modules/stripe/autopay.service';

const devJobNameSchema = z.enum([
  ...jobNameSchema.options,
  REMINDERS_QUEUE,
  RENT_REMINDERS_QUEUE,
  MESSAGE_EMAILS_QUEUE,
  AUTOPAY_QUEUE,
  RENEWAL_OFFERS_QUEUE,
]);

/**
 * The message-emails job works on the clock, not on days: a future `asOf` runs it as of the end
 * of that day (so every message sent before then counts as overdue); otherwise as of now.
 */
function messageEmailsClock(asOf: string): Date {
  return asOf > todayIso() ? new Date(`${asOf}T23:59:59.999Z`) : new Date();
}

/**
 * Development only (registered outside production, like the dev mailbox): runs a scheduled job
 * as of a date, so tests and demos can show a late fee without waiting a month. Any signed-in user
 * may call it (a development convenience; it is absent in production).
 */
export const devJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;
  const { db } = database;
  // Only this machine may move the ledger's clock (issue 23 finding 11).
  app.addHook('onRequest', localRequestsOnly);
  app.post(
    '/api/dev/jobs/:name/run',
    {
      onRequest: requireUser(),
      schema: {
        ...authenticatedRouteSchema,
        tags: ['dev'],
        description: 'Runs a scheduled job as of `asOf` (default today). Development only.',
        params: z.object({ name: devJobNameSchema }).strict(),
        body: runJobBodySchema.optional(),
        response: {
          200: z.object({
            job: devJobNameSchema,
            asOf: z.string(),
            result: z.record(z.string(), z.number()),
          }),
        },
      },
    },
    async (request) => {
      const asOf = request.body?.asOf ?? todayIso();
      const { name } = request.params;
      const deps = { db, mailer, publicUrl: config.publicUrl };
      const result =
        name === MESSAGE_EMAILS_QUEUE
          ? await sendMessageEmails(
              { ...deps, emailDelayMinutes: config.messageEmailDelayMinutes },
              messageEmailsClock(asOf),
            )
          : name === REMINDERS_QUEUE
            ? await sendDueReminders(deps, asOf)
            : name === AUTOPAY_QUEUE
              ? await runAutopay({ ...deps, provider: paymentProviderFor(config) }, asOf)
              : name === RENT_REMINDERS_QUEUE
                ? await runRentReminders(deps, asOf)
                : name === RENEWAL_OFFERS_QUEUE
                  ? await runRenewalOfferJob(deps, asOf)
                  : await JOBS[name](db, asOf);
      return { job: name, asOf, result: { ...result } };
    },
  );
};
