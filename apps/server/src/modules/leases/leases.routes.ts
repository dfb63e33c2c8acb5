import { leaseExpiryListSchema } from '@rentwise/core/leases/expiry';
import {
  createLeaseBodySchema,
  leaseListQuerySchema,
  leasePageSchema,
  leaseSchema,
  ledgerSchema,
} from '@rentwise/core/leases/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import * as service from './leases.service';

/**
 * Leases: owners create (or draft), activate and list theirs and delete drafts; a tenant reads
 * their own leases and ledgers. Another owner's (or tenant's) lease is a 404.
 */
export const leasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const anyone = { onRequest: requireUser({ roles: ['owner', 'tenant'] }) };
  const tags = ['leases'];

  app.get(
    '/api/leases',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.read'),
        tags,
        querystring: leaseListQuerySchema,
        response: { 200: leasePageSchema },
      },
    },
    (request) => service.listLeases(db, request.actor, request.query),
  );

  app.post(
    '/api/leases',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.write'),
        tags,
        body: createLeaseBodySchema,
        response: { 201: leaseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createLease(db, request.actor, request.body)),
  );

  app.get(
    '/api/leases/expiry-flags',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.read'),
        tags,
        summary:
          'Leases ending within 30, 60 or 90 days and leases past their end with the unit still occupied, most urgent first',
        response: { 200: leaseExpiryListSchema },
      },
    },
    (request) => service.listExpiryFlags(db, request.actor),
  );

  app.get(
    '/api/leases/:id',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.read'),
        tags,
        params: idParamsSchema,
        response: { 200: leaseSchema },
      },
    },
    (request) => service.getLease(db, request.actor, request.params.id),
  );

  app.post(
    '/api/leases/:id/activate',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.write'),
        tags,
        params: idParamsSchema,
        response: { 200: leaseSchema },
      },
    },
    (request) => service.activateLease(db, request.actor, request.params.id),
  );

  app.delete(
    '/api/leases/:id',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.write'),
        tags,
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteDraftLease(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/leases/:id/ledger',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('ledger.read'),
        tags,
        params: idParamsSchema,
        response: { 200: ledgerSchema },
      },
    },
    (request) => service.getLedger(db, request.actor, request.params.id),
  );
};
