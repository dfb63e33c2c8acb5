import { auditEventListQuerySchema, auditEventPageSchema } from '@rentwise/core/audit/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './audit.service';

/**
 * The audit log, read-only: only GET is registered. No route changes or deletes an event, and
 * the database refuses it too (migration 0015's trigger).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/audit-events',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('audit.read'),
        tags: ['audit'],
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventPageSchema },
      },
    },
    (request) => service.listAuditEvents(db, request.actor, request.query),
  );
};
