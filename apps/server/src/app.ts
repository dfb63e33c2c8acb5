import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { errorBody, registerErrorHandler } from './http/errors';
import { loggerOptions, registerRequestContext } from './http/logging';
import { createMetrics, type Metrics, registerMetrics } from './http/metrics';
import { registerNulGuard } from './http/nul-guard';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { findWebDist, registerSpa } from './http/static';
import { trustProxyOption } from './http/trust-proxy';
import type { Mailer } from './mail/mailer';
import { createLocalDiskStorage, type DocumentStorage } from './modules/documents/storage';
import { registerRoutes } from './routes';

/** What every route and service may use; decorated on the instance as `app.deps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Where uploaded document bytes live (docs/decisions/010): local disk unless given. */
  storage: DocumentStorage;
  /** Flipped by graceful shutdown so /readyz answers 503 before the server stops. */
  lifecycle: { shuttingDown: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Document storage; default: the local disk under DATA_DIR/uploads. */
  storage?: DocumentStorage;
  /** Tests pass a silent or capturing logger. */
  logger?: FastifyBaseLogger;
  /** The process's metrics registry (server.ts shares it with the jobs); default: a new one. */
  metrics?: Metrics;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the Fastify instance; main.ts listens on it, tests call `app.inject` on it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config.logLevel) }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // The router refuses a malformed %-escape or a path parameter over 100 characters before any
    // route runs, so the error handler never sees it: answer it in the one error shape, as the
    // 400 it is (Fastify's default is its own body, and a 414 for the long parameter).
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply).status(400).send(errorBody('BAD_REQUEST', error.message)),
  }).withTypeProvider<ZodTypeProvider>();

  // The API reads JSON (and multipart where a route registers it). Fastify's built-in text/plain
  // parser would hand a JSON route a string — a 400 — where a wrong content type is a 415.
  app.removeContentTypeParser('text/plain');

  app.setValidatorCompiler(validatorCompiler);
  // Answers go through their route's zod response schema: undeclared keys are stripped, and a
  // value of the wrong shape is a 500, never sent (security/responses.routes.test.ts).
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {
    config,
    database: options.database,
    mailer: options.mailer,
    storage: options.storage ?? createLocalDiskStorage(path.join(config.dataDir, 'uploads')),
    lifecycle: { shuttingDown: false },
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    // While shutting down, ask clients not to reuse the connection so close() finishes quickly.
    if (app.deps.lifecycle.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  // First of the request hooks: every later line of a request carries its id.
  registerRequestContext(app);
  registerErrorHandler(app);
  registerNulGuard(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // With Stripe (issue 25) the Payment Element is Stripe.js and its frames, from Stripe's hosts.
        scriptSrc: ["'self'", ...(config.stripe ? ['https://js.stripe.com'] : [])],
        ...(config.stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        // Radix positions popovers with inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Registered for everyone, applied per route (auth, contact) with `config.rateLimit`.
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app);
  // GET /metrics and the request counters (issue 23 finding 15); the hooks see every route below.
  registerMetrics(app, options.metrics ?? createMetrics(), {
    database: options.database,
    token: config.metricsToken,
    production: config.env === 'production',
  });
  await registerRoutes(app);
  await registerSpa(app, findWebDist(config.webDistDir));
  return app;
}
