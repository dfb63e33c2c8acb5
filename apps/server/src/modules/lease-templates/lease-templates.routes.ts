import { receiptQuerySchema } from '@rentwise/core/payments/receipt';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import { leaseTemplateBodySchema, leaseTemplateSchema } from '@rentwise/core/renewals/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import * as service from './lease-templates.service';

/** Lease documents from templates (issue 21 item 1). HTTP only: rules and access in the service. */
export const leaseTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app.deps;
  const { db } = database;
  const tags = ['lease-templates'];

  app.get(
    '/api/org/lease-template',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.read'),
        tags,
        response: { 200: leaseTemplateSchema },
      },
    },
    (request) => service.getLeaseTemplate(db, request.actor),
  );

  app.put(
    '/api/org/lease-template',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.update'),
        tags,
        body: leaseTemplateBodySchema,
        response: { 200: leaseTemplateSchema },
      },
    },
    (request) => service.putLeaseTemplate(db, request.actor, request.body),
  );

  app.get(
    '/api/leases/:id/agreement.pdf',
    {
      onRequest: requireUser({ roles: ['owner', 'tenant'] }),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.read'),
        tags,
        params: idParamsSchema,
        querystring: receiptQuerySchema,
        // A binary body: no JSON response schema to serialise with (OpenAPI says what it is).
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.leaseAgreementPdf(
        db,
        request.actor,
        request.params.id,
        request.query.lang,
        storage,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
