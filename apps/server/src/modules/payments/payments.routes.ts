import { errorBodySchema } from '@rentwise/core/errors';
import {
  ledgerSchema,
  paymentDuePageSchema,
  paymentListQuerySchema,
  paymentSchema,
} from '@rentwise/core/leases/schemas';
import { receiptQuerySchema, receiptSchema } from '@rentwise/core/payments/receipt';
import {
  paymentRequestBodySchema,
  refundPaymentBodySchema,
  voidPaymentBodySchema,
} from '@rentwise/core/payments/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import { listPaymentsDue } from '../ledger/ledger.service';
import * as corrections from './payment-corrections.service';
import { paymentProviderFor } from './payment-provider';
import * as service from './payments.service';
import { renderReceiptPdf } from './receipt-pdf';
import { getReceipt } from './receipts.service';

const paymentResultSchema = z.object({
  payment: paymentSchema,
  allocations: z.array(z.object({ chargeId: z.uuid(), amount: z.number().int() })),
  balance: z.number().int(),
});

/**
 * Payments: `GET /api/payments` lists what the caller's leases owe with Paid / Pending / Overdue;
 * `POST /api/payments` (Idempotency-Key required) records a payment;
 * `GET /api/payments/:id/receipt` and `…/receipt.pdf` give its receipt to the lease's owner and tenant;
 * `POST /api/payments/:id/void` and `…/refund` let the lease's owner correct it (the lease's ledger back).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config, mailer } = app.deps;
  // Stripe when STRIPE_SECRET_KEY is set; else the built-in test provider outside production.
  const provider = paymentProviderFor(config);
  // No card or account number field unless the test provider is in use (issue 25).
  const createPaymentBodySchema = paymentRequestBodySchema(provider?.name ?? null);
  const anyone = { onRequest: requireUser({ roles: ['owner', 'tenant'] }) };
  const tags = ['payments'];

  app.get(
    '/api/payments',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('ledger.read'),
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
        ...permission('payment.record'),
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
        ...permission('payment.record'),
        tags,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: createPaymentBodySchema,
        // 402: the provider declined the card or account (PAYMENT_DECLINED).
        response: { 200: paymentResultSchema, 201: paymentResultSchema, 402: errorBodySchema },
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
        { mailer, publicUrl: config.publicUrl },
      );
      if (!replayed) mailer.wake();
      return reply
        .status(201)
        .header('idempotent-replayed', String(replayed))
        .header('cache-control', 'no-store')
        .send(result);
    },
  );

  app.post(
    '/api/payments/:id/void',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('payment.correct'),
        tags,
        params: idParamsSchema,
        body: voidPaymentBodySchema,
        response: { 200: ledgerSchema },
      },
    },
    (request) => corrections.voidPayment(db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/payments/:id/refund',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('payment.correct'),
        tags,
        params: idParamsSchema,
        body: refundPaymentBodySchema,
        response: { 200: ledgerSchema },
      },
    },
    (request) => corrections.refundPayment(db, request.actor, request.params.id, request.body),
  );

  app.get(
    '/api/payments/:id/receipt',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('ledger.read'),
        tags,
        params: idParamsSchema,
        querystring: receiptQuerySchema,
        response: { 200: receiptSchema },
      },
    },
    (request) => getReceipt(db, request.actor, request.params.id, request.query.lang),
  );

  app.get(
    '/api/payments/:id/receipt.pdf',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('ledger.read'),
        tags,
        params: idParamsSchema,
        querystring: receiptQuerySchema,
        // A binary body: no JSON response schema to serialise with (OpenAPI says what it is).
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const receipt = await getReceipt(db, request.actor, request.params.id, request.query.lang);
      const pdf = await renderReceiptPdf(receipt);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
