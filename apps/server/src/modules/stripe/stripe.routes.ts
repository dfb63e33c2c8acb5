import {
  autopayQuerySchema,
  autopaySetupBodySchema,
  autopaySetupSchema,
  autopayStateSchema,
  updateAutopayBodySchema,
} from '@rentwise/core/payments/autopay';
import {
  paymentIntentBodySchema,
  paymentIntentSchema,
  processingPaymentSchema,
  stripeConnectionSchema,
  stripeOnboardingLinkSchema,
  updateStripeSettingsBodySchema,
} from '@rentwise/core/payments/online';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticatedRouteSchema,
  permission,
  requireOwner,
  requireTenant,
  requireUser,
} from '../../auth/guards';
import { paymentProviderFor } from '../payments/payment-provider';
import * as autopay from './autopay.service';
import * as service from './stripe.service';

/** Stripe webhook deliveries per client address per minute (Stripe retries what we refuse). */
export const STRIPE_WEBHOOK_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/**
 * Online payments through Stripe (issue 25): Settings → Payments (`/api/org/payments`: the
 * connected account's state, Stripe's onboarding link, who pays the fee) and the tenant's
 * PaymentIntent (`POST /api/payments/intents`). Without Stripe keys these answer 404 (the GET says
 * `available: false`).
 */
export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const provider = paymentProviderFor(config);
  const tags = ['payments'];

  app.get(
    '/api/org/payments',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.read'),
        tags,
        response: { 200: stripeConnectionSchema },
      },
    },
    (request) => service.getConnection(db, request.actor, provider),
  );

  app.put(
    '/api/org/payments',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.update'),
        tags,
        body: updateStripeSettingsBodySchema,
        response: { 200: stripeConnectionSchema },
      },
    },
    (request) => service.updateSettings(db, request.actor, provider, request.body),
  );

  app.post(
    '/api/org/payments/onboarding',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.update'),
        tags,
        body: z.object({}).strict(),
        response: { 200: stripeOnboardingLinkSchema },
      },
    },
    (request) => service.startOnboarding(db, request.actor, provider, config.publicUrl),
  );

  app.post(
    '/api/payments/intents',
    {
      onRequest: requireTenant(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('payment.record'),
        tags,
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: paymentIntentBodySchema,
        response: { 201: paymentIntentSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const intent = await service.createPaymentIntent(
        db,
        request.actor,
        provider,
        request.body,
        typeof key === 'string' ? key : undefined,
      );
      return reply.status(201).header('cache-control', 'no-store').send(intent);
    },
  );

  app.get(
    '/api/payments/processing',
    {
      onRequest: requireUser({ roles: ['owner', 'tenant'] }),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('ledger.read'),
        tags,
        response: { 200: z.object({ items: z.array(processingPaymentSchema) }) },
      },
    },
    async (request) => ({ items: await service.listProcessingPayments(db, request.actor) }),
  );

  // Autopay (issue 25 item 3): the lease's tenant saves a payment method and turns it on or off.
  app.get(
    '/api/autopay',
    {
      onRequest: requireTenant(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('payment.record'),
        tags,
        querystring: autopayQuerySchema,
        response: { 200: autopayStateSchema },
      },
    },
    (request) => autopay.getAutopay(db, request.actor, provider, request.query.leaseId),
  );

  app.post(
    '/api/autopay/setup',
    {
      onRequest: requireTenant(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('payment.record'),
        tags,
        body: autopaySetupBodySchema,
        response: { 201: autopaySetupSchema },
      },
    },
    async (request, reply) => {
      const setup = await autopay.startSetup(db, request.actor, provider, request.body.leaseId);
      return reply.status(201).header('cache-control', 'no-store').send(setup);
    },
  );

  app.put(
    '/api/autopay',
    {
      onRequest: requireTenant(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('payment.record'),
        tags,
        body: updateAutopayBodySchema,
        response: { 200: autopayStateSchema },
      },
    },
    (request) => autopay.updateAutopay(db, request.actor, provider, request.body),
  );
};

/**
 * POST /api/webhooks/stripe: public (Stripe calls it), rate limited, authenticated by the
 * Stripe-Signature header over the raw body — so this plugin keeps JSON bodies as bytes.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const provider = paymentProviderFor(app.deps.config);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/stripe',
    {
      config: { rateLimit: STRIPE_WEBHOOK_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook",
        description:
          'Events of the connected accounts (Connect webhook). The Stripe-Signature header is checked ' +
          'against the raw body (400 when it does not match); an event id is handled once.',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await service.handleWebhook(
        db,
        provider,
        raw,
        request.headers['stripe-signature'],
        request.log,
        { mailer: app.deps.mailer, publicUrl: app.deps.config.publicUrl },
      );
      return { received: true as const, duplicate: result.duplicate };
    },
  );
};
