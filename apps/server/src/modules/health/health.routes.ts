import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** /livez: the process answers. /readyz: the database answers within 1 s and we are not stopping. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/livez', { schema: { tags: ['health'], response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      const ready = !app.deps.lifecycle.shuttingDown && (await app.deps.database.ping(1000));
      if (!ready) reply.header('retry-after', '5');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
    },
  );
};
