import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentGuards } from '../auth/guards';

/** The OpenAPI document is generated from the zod route schemas; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  documentGuards(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Rentwise API',
        description: 'Product API (/api) and auth service (/auth/v1). Amounts are integer cents.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
