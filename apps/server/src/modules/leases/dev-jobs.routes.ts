import { jobNameSchema, runJobBodySchema } from '@rentwise/core/leases/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, requireUser } from '../../auth/guards';
import { JOBS, todayIso } from './leases.service';

/**
 * Development only (registered outside production, like the dev mailbox): runs a scheduled job
 * as of a date, so tests and demos can show a late fee without waiting a month. Any signed-in user
 * may call it (a development convenience; it is absent in production).
 */
export const devJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.post(
    '/api/dev/jobs/:name/run',
    {
      preHandler: requireUser(),
      schema: {
        ...authenticatedRouteSchema,
        tags: ['dev'],
        description: 'Runs a ledger job as of `asOf` (default today). Development only.',
        params: z.object({ name: jobNameSchema }).strict(),
        body: runJobBodySchema.optional(),
        response: {
          200: z.object({ job: jobNameSchema, asOf: z.string(), result: z.record(z.string(), z.number()) }),
        },
      },
    },
    async (request) => {
      const asOf = request.body?.asOf ?? todayIso();
      const result = await JOBS[request.params.name](db, asOf);
      return { job: request.params.name, asOf, result };
    },
  );
};
