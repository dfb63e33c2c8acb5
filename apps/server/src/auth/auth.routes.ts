import {
  authSessionSchema,
  authUserSchema,
  emptyResponseSchema,
  logoutQuerySchema,
  passwordGrantBodySchema,
  pkceGrantBodySchema,
  recoverBodySchema,
  redirectQuerySchema,
  refreshGrantBodySchema,
  resendBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  tokenQuerySchema,
  updateUserBodySchema,
  verifyBodySchema,
  verifyQuerySchema,
} from '@rentwise/core/auth/schemas';
import { AppError, type FieldErrors } from '@rentwise/core/errors';
import { fallbackLanguage, type Language, toSupportedLanguage } from '@rentwise/core/i18n';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthDeps, toAuthUser } from './auth-common';
import { registerAuthErrorHandler } from './auth-error-handler';
import { exchangeAuthCode, followEmailLink, verifyEmailLinkToken } from './email-links.service';
import { authenticatedRouteSchema, requireAuthApiUser } from './guards';
import { recover, updatePassword } from './password-recovery.service';
import { logout, MISSING_CREDENTIALS, refreshSession, signInWithPassword } from './sessions.service';
import { resend, signUp } from './sign-up.service';

/**
 * A body or query that does not match its schema answers the auth API's `validation_failed`
 * (with the spec's message when the email or password is missing) instead of the product API's
 * VALIDATION_FAILED, so the client meets one set of codes on /auth/v1.
 */
function assertValid(request: FastifyRequest, message: string): void {
  const error = request.validationError as (Error & { validation?: unknown[] }) | undefined;
  if (!error) return;
  const details: FieldErrors = {};
  for (const issue of (error.validation ?? []) as { instancePath?: string; message?: string }[]) {
    const field = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    details[field] ??= issue.message ?? 'Invalid value';
  }
  const missingCredentials = Object.keys(details).some((field) => field === 'email' || field === 'password');
  throw new AppError('validation_failed', missingCredentials ? MISSING_CREDENTIALS : message, { details });
}

/** The language of the request (for emails), from Accept-Language. */
function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.split(';')[0] : undefined;
  return toSupportedLanguage(first) ?? fallbackLanguage;
}

const tokenBodySchema = z.union([passwordGrantBodySchema, refreshGrantBodySchema, pkceGrantBodySchema]);

/** auth-js sends `redirect_to` in the query string, other clients in the body: the body wins. */
function withRedirect<T extends { redirect_to?: string }>(request: FastifyRequest, body: T): T {
  const query = request.query as { redirect_to?: string } | undefined;
  return { ...body, redirect_to: body.redirect_to ?? query?.redirect_to };
}

/**
 * auth-js posts logout with `Content-Type: application/json` and no body at all, which GoTrue
 * accepts; Fastify would refuse the empty JSON body, so an empty body's content type is dropped.
 */
async function allowEmptyBody(request: FastifyRequest): Promise<void> {
  const empty = request.headers['content-length'] === '0' || request.headers['content-length'] === undefined;
  if (empty && request.headers['transfer-encoding'] === undefined) delete request.headers['content-type'];
}

const routes: FastifyPluginAsyncZod = async (app) => {
  registerAuthErrorHandler(app);
  const deps = (request: FastifyRequest): AuthDeps => ({
    db: app.deps.database.db,
    config: app.deps.config,
    mailer: app.deps.mailer,
    log: request.log,
  });
  const context = (request: FastifyRequest) => ({ ip: request.ip, language: requestLanguage(request) });
  const tags = ['auth'];

  app.post(
    '/auth/v1/signup',
    {
      attachValidation: true,
      schema: {
        tags,
        description:
          'Creates an owner account (unconfirmed) and emails a confirmation link. An address that is already registered gets the same answer and nothing is created.',
        querystring: redirectQuerySchema,
        body: signUpBodySchema,
        response: { 200: signUpResponseSchema },
      },
    },
    async (request) => {
      assertValid(request, 'Invalid sign-up request');
      return signUp(deps(request), withRedirect(request, request.body), context(request));
    },
  );

  app.post(
    '/auth/v1/token',
    {
      attachValidation: true,
      schema: {
        tags,
        description:
          'grant_type=password { email, password } signs in; grant_type=refresh_token { refresh_token } rotates the refresh token; grant_type=pkce { auth_code, code_verifier } exchanges the code an email link redirected with.',
        querystring: tokenQuerySchema,
        body: tokenBodySchema,
        response: { 200: authSessionSchema },
      },
    },
    async (request) => {
      const grantType = (request.query as { grant_type?: string } | undefined)?.grant_type;
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (grantType === 'password') {
        if (typeof body.email !== 'string' || typeof body.password !== 'string') {
          throw new AppError('validation_failed', MISSING_CREDENTIALS);
        }
        assertValid(request, MISSING_CREDENTIALS);
        return signInWithPassword(
          deps(request),
          { email: body.email, password: body.password },
          context(request),
        );
      }
      if (grantType === 'refresh_token') {
        if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
          throw new AppError('validation_failed', 'A refresh_token is required');
        }
        assertValid(request, 'Invalid refresh request');
        return refreshSession(deps(request), body.refresh_token);
      }
      if (grantType === 'pkce') {
        if (typeof body.auth_code !== 'string' || typeof body.code_verifier !== 'string') {
          throw new AppError(
            'validation_failed',
            'invalid request: both auth code and code verifier should be non-empty',
          );
        }
        assertValid(request, 'invalid request: both auth code and code verifier should be non-empty');
        return exchangeAuthCode(deps(request), {
          auth_code: body.auth_code,
          code_verifier: body.code_verifier,
        });
      }
      throw new AppError('unsupported_grant_type', 'grant_type must be password, refresh_token or pkce');
    },
  );

  app.get(
    '/auth/v1/verify',
    {
      attachValidation: true,
      schema: {
        tags,
        description:
          'An email link (type signup: confirms the address; recovery: a password reset). Redirects (303) to redirect_to with ?code= (PKCE: exchange it at /token?grant_type=pkce) or, for an implicit-flow link, the session in the URL fragment; a bad link gets the error in the fragment.',
        querystring: verifyQuerySchema,
        response: { 303: z.null().describe('Redirect; the Location header holds the target') },
      },
    },
    async (request, reply) => {
      const query = request.validationError ? {} : request.query;
      const target = await followEmailLink(deps(request), query, context(request));
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );

  app.post(
    '/auth/v1/verify',
    {
      attachValidation: true,
      schema: {
        tags,
        description:
          "auth-js verifyOtp({ type, token_hash }): spends an email link's token (type signup, email or recovery) and answers the session.",
        body: verifyBodySchema,
        response: { 200: authSessionSchema },
      },
    },
    async (request) => {
      assertValid(request, 'type and token_hash are required');
      return verifyEmailLinkToken(deps(request), request.body, context(request));
    },
  );

  app.post(
    '/auth/v1/recover',
    {
      attachValidation: true,
      schema: {
        tags,
        description:
          'Emails a password-reset link (valid 1 h, single use) to a known address. Same answer for unknown addresses.',
        querystring: redirectQuerySchema,
        body: recoverBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      assertValid(request, 'An email address is required');
      return recover(deps(request), withRedirect(request, request.body), context(request));
    },
  );

  app.post(
    '/auth/v1/resend',
    {
      attachValidation: true,
      schema: {
        tags,
        description:
          'Sends a new confirmation link to an unconfirmed address (at most one per 60 s). Same answer for every address.',
        querystring: redirectQuerySchema,
        body: resendBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      assertValid(request, 'type "signup" and an email address are required');
      return resend(deps(request), withRedirect(request, request.body), context(request));
    },
  );

  app.get(
    '/auth/v1/user',
    {
      onRequest: requireAuthApiUser({ allowRestricted: 'recovery-only' }),
      schema: {
        ...authenticatedRouteSchema,
        tags,
        description: 'The signed-in account.',
        response: { 200: authUserSchema },
      },
    },
    async (request) => toAuthUser(request.authenticated.user),
  );

  app.put(
    '/auth/v1/user',
    {
      onRequest: requireAuthApiUser({ allowRestricted: true }),
      attachValidation: true,
      schema: {
        ...authenticatedRouteSchema,
        tags,
        description:
          'Changes the password. A normal session must send current_password; a reset-link session or a temporary password need not. Other sessions are signed out (a reset signs out all).',
        body: updateUserBodySchema,
        response: { 200: authUserSchema },
      },
    },
    async (request) => {
      assertValid(request, 'A new password is required');
      return updatePassword(deps(request), request.authenticated, request.body, context(request));
    },
  );

  app.post(
    '/auth/v1/logout',
    {
      onRequest: [allowEmptyBody, requireAuthApiUser({ allowRestricted: true })],
      attachValidation: true,
      schema: {
        ...authenticatedRouteSchema,
        tags,
        description: 'Signs out this session (local), every session (global) or every other one (others).',
        querystring: logoutQuerySchema,
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      assertValid(request, 'scope must be global, local or others');
      await logout(deps(request), request.authenticated, request.query.scope);
      return reply.status(204).send(null);
    },
  );
};

/**
 * The auth service under /auth/v1. Wrapped with fastify-plugin so that the request decorations
 * (`actor`, `authenticated`) apply to every route of the app registered
 * after it, not only these.
 */
export const authRoutes = fp(
  async (app) => {
    app.decorateRequest('actor', null as never);
    app.decorateRequest('authenticated', null as never);
    await app.register(routes);
  },
  { name: 'rentwise-auth' },
);
