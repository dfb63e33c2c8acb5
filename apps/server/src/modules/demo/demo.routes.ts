import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_OWNER, DEMO_TENANT } from '../../demo/demo-data';

const credentialsSchema = z.object({ email: z.string(), password: z.string() });

/**
 * The demo accounts, for the login page's hint. Registered only when the demo data is enabled
 * outside production (routes.ts): these passwords are public by design.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/demo/credentials',
    {
      schema: {
        tags: ['demo'],
        description: 'Demo account credentials (development only).',
        response: { 200: z.object({ owner: credentialsSchema, tenant: credentialsSchema }) },
      },
    },
    async () => ({
      owner: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
      tenant: { email: DEMO_TENANT.email, password: DEMO_TENANT.password },
    }),
  );
};
