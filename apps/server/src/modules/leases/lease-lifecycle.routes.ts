import {
  depositSettlementBodySchema,
  depositSettlementSchema,
  endLeaseBodySchema,
  leaseLifecycleSchema,
  leaseTermDefaultsSchema,
  renewLeaseBodySchema,
  rentChangeBodySchema,
  rentChangeSchema,
  updateDraftLeaseBodySchema,
} from '@rentwise/core/leases/lifecycle-schemas';
import { leaseSchema } from '@rentwise/core/leases/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import { settleDeposit } from './deposit-settlement.service';
import * as service from './lease-lifecycle.service';

/**
 * The lease lifecycle (issue 18 items 3, 4 and 7; decision 022): a draft's terms, the end at
 * move-out, the renewal, scheduled rent changes and the deposit settlement. HTTP only: the rules
 * and the access check (`lease.write` on the lease's property) are in the services.
 */
export const leaseLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer, storage } = app.deps;
  const { db } = database;
  const owner = { onRequest: requireOwner() };
  const tags = ['leases'];
  const withId = { ...authenticatedRouteSchema, tags, params: idParamsSchema };

  app.get(
    '/api/leases/defaults',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.write'),
        tags,
        response: { 200: leaseTermDefaultsSchema },
      },
    },
    (request) => service.leaseTermDefaults(db, request.actor),
  );

  app.patch(
    '/api/leases/:id',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('lease.write'),
        body: updateDraftLeaseBodySchema,
        response: { 200: leaseSchema },
      },
    },
    (request) => service.updateDraftLease(db, request.actor, request.params.id, request.body),
  );

  app.get(
    '/api/leases/:id/lifecycle',
    {
      onRequest: requireUser({ roles: ['owner', 'tenant'] }),
      schema: { ...withId, ...permission('lease.read'), response: { 200: leaseLifecycleSchema } },
    },
    (request) => service.getLeaseLifecycle(db, request.actor, request.params.id),
  );

  app.post(
    '/api/leases/:id/end',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('lease.write'),
        body: endLeaseBodySchema,
        response: { 200: leaseSchema },
      },
    },
    (request) =>
      service.endLease(db, request.actor, request.params.id, request.body, undefined, {
        mailer,
        publicUrl: config.publicUrl,
      }),
  );

  app.post(
    '/api/leases/:id/renew',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('lease.write'),
        body: renewLeaseBodySchema,
        response: { 201: leaseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.renewLease(db, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/api/leases/:id/rent-changes',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('lease.write'),
        body: rentChangeBodySchema,
        response: { 201: z.array(rentChangeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.scheduleRentChange(db, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/api/leases/:id/deposit-settlement',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('lease.write'),
        body: depositSettlementBodySchema,
        response: { 201: depositSettlementSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await settleDeposit(
            { db, storage, mailer, publicUrl: config.publicUrl },
            request.actor,
            request.params.id,
            request.body,
          ),
        ),
  );
};
