import { maintenanceRequestSchema } from '@rentwise/core/maintenance/schemas';
import { approvalBodySchema, estimateBodySchema } from '@rentwise/core/owner-clients/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as approvals from './maintenance-approvals.service';

/**
 * Maintenance approvals (issue 17 item 4): the organisation's estimate, and the owner client's
 * decision. Another organisation's request, or another owner's property, is a 404.
 */
export const maintenanceApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;
  const deps = { db: database.db, mailer, publicUrl: config.publicUrl };
  const guard = { onRequest: requireOwner() };
  const tags = ['maintenance'];

  app.put(
    '/api/maintenance-requests/:id/estimate',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.manage'),
        tags,
        summary: 'Set the estimated cost (cents; null clears it)',
        description:
          "Above the organisation's approval threshold, and when the property has owner clients with " +
          'a portal login, the request waits for their approval (approvalStatus pending; they are ' +
          'emailed): until then no vendor can be assigned and it cannot move to in_progress (409).',
        params: idParamsSchema,
        body: estimateBodySchema,
        response: { 200: maintenanceRequestSchema },
      },
    },
    (request) => approvals.setEstimate(deps, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/maintenance-requests/:id/approval',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.approve'),
        tags,
        summary: "An owner client approves or declines a repair's estimate (once: again → 409)",
        params: idParamsSchema,
        body: approvalBodySchema,
        response: { 200: maintenanceRequestSchema },
      },
    },
    (request) => approvals.decideApproval(deps.db, request.actor, request.params.id, request.body),
  );
};
