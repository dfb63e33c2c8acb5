import {
  feePolicyBodySchema,
  feePolicySchema,
  ownerStatementSchema,
  ownerTransactionBodySchema,
  ownerTransactionSchema,
  reserveBodySchema,
  reserveSchema,
  statementParamsSchema,
} from '@rentwise/core/owner-statements/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './owner-statements.service';

/**
 * Owner money (issue 19 items 2-3): an owner client's monthly statement, its fee policy, their
 * contributions and distributions, a property's reserve, and publishing a period to the portal.
 */
export const ownerStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = { onRequest: requireOwner() };
  const tags = ['owner statements'];

  app.get(
    '/api/owners/:id/statements/:period',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('statement.read'),
        tags,
        summary: "An owner's statement for a month (YYYY-MM): every line with its source",
        description:
          'opening + income − expenses − fee + contributions − distributions = closing. An owner ' +
          'client reads their own published statements only (404 otherwise).',
        params: statementParamsSchema,
        response: { 200: ownerStatementSchema },
      },
    },
    (request) => service.getStatement(db, request.actor, request.params.id, request.params.period),
  );

  app.post(
    '/api/owners/:id/statements/:period/publish',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('statement.publish'),
        tags,
        summary: "Publish a month's statement to the owner portal (twice → 409)",
        params: statementParamsSchema,
        response: { 200: ownerStatementSchema },
      },
    },
    (request) => service.publishStatement(db, request.actor, request.params.id, request.params.period),
  );

  app.put(
    '/api/owners/:id/fee-policy',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner_money.write'),
        tags,
        summary:
          'Set the management fee: a percentage of rent collected (optional minimum per unit), flat, or none',
        params: idParamsSchema,
        body: feePolicyBodySchema,
        response: { 200: feePolicySchema },
      },
    },
    (request) => service.setFeePolicy(db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/owners/:id/transactions',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner_money.write'),
        tags,
        summary: 'Record an owner contribution or a distribution (draw), dated, with its reference',
        params: idParamsSchema,
        body: ownerTransactionBodySchema,
        response: { 201: ownerTransactionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.recordTransaction(db, request.actor, request.params.id, request.body)),
  );

  app.put(
    '/api/properties/:id/reserve',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner_money.write'),
        tags,
        summary: 'Set the cash reserve kept back for a property (not available to distribute)',
        params: idParamsSchema,
        body: reserveBodySchema,
        response: { 200: reserveSchema },
      },
    },
    (request) => service.setReserve(db, request.actor, request.params.id, request.body.amount),
  );
};
