import {
  addChargeBodySchema,
  addCreditBodySchema,
  ledgerDetailsSchema,
  recurringChargeParamsSchema,
  recurringChargeSchema,
  returnPaymentBodySchema,
  voidChargeBodySchema,
} from '@rentwise/core/leases/charges-schemas';
import { ledgerSchema } from '@rentwise/core/leases/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import * as service from './lease-charges.service';

/**
 * Other charges, credits, charge voids and returned (NSF) payments (issue 18 items 5 and 6).
 * HTTP only: the rules, the access check on the lease's property and the audit are in the
 * services. Each mutation answers the lease's ledger as it now is.
 */
export const leaseChargesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const owner = { onRequest: requireOwner() };
  const withId = { ...authenticatedRouteSchema, params: idParamsSchema };

  app.post(
    '/api/leases/:id/charges',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('lease.write'),
        tags: ['leases'],
        body: addChargeBodySchema,
        response: { 201: ledgerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addCharge(db, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/api/leases/:id/recurring-charges/:chargeId/stop',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.write'),
        tags: ['leases'],
        params: recurringChargeParamsSchema,
        response: { 200: recurringChargeSchema },
      },
    },
    (request) => service.stopRecurringCharge(db, request.actor, request.params.id, request.params.chargeId),
  );

  app.post(
    '/api/leases/:id/credits',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('lease.write'),
        tags: ['leases'],
        body: addCreditBodySchema,
        response: { 201: ledgerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addCredit(db, request.actor, request.params.id, request.body)),
  );

  app.get(
    '/api/leases/:id/ledger-details',
    {
      onRequest: requireUser({ roles: ['owner', 'tenant'] }),
      schema: {
        ...withId,
        ...permission('ledger.read'),
        tags: ['leases'],
        response: { 200: ledgerDetailsSchema },
      },
    },
    (request) => service.getLedgerDetails(db, request.actor, request.params.id),
  );

  app.post(
    '/api/charges/:id/void',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('payment.correct'),
        tags: ['payments'],
        body: voidChargeBodySchema,
        response: { 200: ledgerSchema },
      },
    },
    (request) => service.voidCharge(db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/payments/:id/return',
    {
      ...owner,
      schema: {
        ...withId,
        ...permission('payment.correct'),
        tags: ['payments'],
        body: returnPaymentBodySchema,
        response: { 200: ledgerSchema },
      },
    },
    (request) => service.returnPayment(db, request.actor, request.params.id, request.body),
  );
};
