import { paymentDuePageSchema, paymentListQuerySchema, paymentSchema } from '@rentwise/core/leases/schemas';
import { createPaymentBodySchema } from '@rentwise/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, requireUser } from '../../auth/guards';
import { listPaymentsDue } from '../leases/leases.service';
import { createTestPaymentProvider, type PaymentProvider } from './payment-provider';
import * as service from './payments.service';

const paymentResultSchema = z.object({
  payment: paymentSchema,
  allocations: z.array(z.object({ chargeId: z.uuid(), amount: z.number().int() })),
  balance: z.number().int(),
});

/**
 * Payments: `GET /api/payments` lists what the caller's leases owe with Paid / Pending / Overdue;
 * `POST /api/payments` (Idempotency-Key required) records a payment.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  // The built-in test provider outside production; production needs a real provider (none yet).
  const provider: PaymentProvider | null = config.env === 'production' ? null : createTestPaymentProvider();
  const anyone = { preHandler: requireUser({ roles: ['owner', 'tenant'] }) };
  const tags = ['payments'];

  app.get(
    '/api/payments',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: paymentDuePageSchema },
      },
    },
    (request) => listPaymentsDue(db, request.actor, request.query),
  );

  app.get(
    '/api/payments/provider',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        tags,
        response: { 200: z.object({ name: z.string().nullable(), testMode: z.boolean() }) },
      },
    },
    async () => ({ name: provider?.name ?? null, testMode: provider?.name === 'test' }),
  );

  app.post(
    '/api/payments',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        tags,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: createPaymentBodySchema,
        response: { 200: paymentResultSchema, 201: paymentResultSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { replayed, result } = await service.createPayment(
        db,
        request.actor,
        typeof key === 'string' ? key : undefined,
        request.body,
        provider,
      );
      return reply
        .status(201)
        .header('idempotent-replayed', String(replayed))
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
};
