import {
  expenseBodySchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseSchema,
  updateExpenseBodySchema,
  voidExpenseBodySchema,
} from '@rentwise/core/expenses/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './expenses.service';

/**
 * Expenses (issue 19 item 1): the bills of a property, booked to the chart of accounts. Another
 * organisation's (or, for a limited member, another property's) expense is a 404.
 */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = { onRequest: requireOwner() };
  const tags = ['expenses'];

  app.get(
    '/api/expenses',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('expense.read'),
        tags,
        summary: 'Expenses, newest first, with the total of all pages (voided ones with includeVoided=true)',
        querystring: expenseListQuerySchema,
        response: { 200: expensePageSchema },
      },
    },
    (request) => service.listExpenses(db, request.actor, request.query),
  );

  app.post(
    '/api/expenses',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('expense.write'),
        tags,
        summary: 'Record an expense (a bill), optionally with its receipt and the repair it pays for',
        body: expenseBodySchema,
        response: { 201: expenseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createExpense(db, request.actor, request.body)),
  );

  app.get(
    '/api/expenses/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('expense.read'),
        tags,
        params: idParamsSchema,
        response: { 200: expenseSchema },
      },
    },
    (request) => service.getExpense(db, request.actor, request.params.id),
  );

  app.patch(
    '/api/expenses/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('expense.write'),
        tags,
        summary: 'Correct an expense (a voided one → 409)',
        params: idParamsSchema,
        body: updateExpenseBodySchema,
        response: { 200: expenseSchema },
      },
    },
    (request) => service.updateExpense(db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/expenses/:id/void',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('expense.write'),
        tags,
        summary: 'Void an expense with its reason: it is kept, and no longer counts (twice → 409)',
        params: idParamsSchema,
        body: voidExpenseBodySchema,
        response: { 200: expenseSchema },
      },
    },
    (request) => service.voidExpense(db, request.actor, request.params.id, request.body),
  );
};
