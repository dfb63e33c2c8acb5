import type { Role } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type Actor, type Authenticated, checkBearer } from './auth.service';

export type { Actor } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in caller. Set by `requireUser()` (product routes) before the handler runs;
     * never read it on a route without that guard.
     */
    actor: Actor;
    /** The verified session and account behind `actor` (auth routes use it). */
    authenticated: Authenticated | null;
  }
}

function depsOf(request: FastifyRequest) {
  const { database, config, sessionCache } = request.server.deps;
  return { db: database.db, config, sessionCache };
}

/** Add to a guarded route's schema so the OpenAPI document shows the bearer requirement. */
export const authenticatedRouteSchema = { security: [{ bearerAuth: [] }] };

/**
 * The guard every product route uses, as its `onRequest` hook (so 401/403 come before any body
 * validation):
 *
 *   app.get('/api/properties', { onRequest: requireOwner(), schema: { ...authenticatedRouteSchema, … } }, handler)
 *
 * - no bearer token, a bad or expired one, or one whose session was signed out → 401 UNAUTHORIZED
 * - a temporary password not yet changed, or a reset-link session → 403 password_change_required
 * - a role not in `roles` → 403 FORBIDDEN
 * Then `request.actor` = { userId, role, email, sessionId }, read fresh from the database.
 * Denials are logged (without tokens).
 */
export function requireUser(options: { roles?: readonly Role[] } = {}) {
  const guard = async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const check = await checkBearer(depsOf(request), request.headers.authorization);
    const route = request.routeOptions.url;
    if (!check.ok) {
      request.log.warn({ event: 'auth.denied', reason: check.code, route }, 'access denied: not signed in');
      throw new AppError('UNAUTHORIZED', check.message);
    }
    const { auth } = check;
    if (auth.restricted) {
      request.log.warn(
        { event: 'auth.denied', reason: 'password_change_required', userId: auth.actor.userId, route },
        'access denied: password change required',
      );
      throw new AppError('password_change_required', 'Set a new password to continue');
    }
    if (options.roles && !options.roles.includes(auth.actor.role)) {
      request.log.warn(
        { event: 'auth.denied', reason: 'role', role: auth.actor.role, userId: auth.actor.userId, route },
        'access denied: wrong role',
      );
      throw new AppError('FORBIDDEN', 'You do not have access to this resource');
    }
    request.authenticated = auth;
    request.actor = auth.actor;
  };
  return Object.assign(guard, { [GUARD]: true });
}

const GUARD = Symbol('rentwise.auth-guard');
type Hook = NonNullable<RouteOptions['onRequest']>;
const asList = (hook: Hook | undefined) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/**
 * onRoute hook (installed by the auth plugin): a guard given as `preHandler` or `preValidation`
 * is moved to `onRequest`, so an unauthenticated request is answered 401 before its body is
 * validated (QUALITY.md row 12), however the route attached the guard.
 */
export function hoistGuards(route: RouteOptions): void {
  const isGuard = (hook: unknown) => typeof hook === 'function' && GUARD in hook;
  const moved: unknown[] = [];
  for (const key of ['preValidation', 'preHandler'] as const) {
    const hooks = asList(route[key] as Hook | undefined);
    if (!hooks.some(isGuard)) continue;
    moved.push(...hooks.filter(isGuard));
    route[key] = hooks.filter((hook) => !isGuard(hook)) as never;
  }
  if (moved.length > 0) route.onRequest = [...moved, ...asList(route.onRequest)] as Hook;
}

/** Shorthands for the two dashboards' APIs. */
export const requireOwner = () => requireUser({ roles: ['owner'] });
export const requireTenant = () => requireUser({ roles: ['tenant'] });

/**
 * The auth API's own guard (/auth/v1/user, /auth/v1/logout): the auth API's lower-case codes
 * (no_authorization, bad_jwt, session_not_found). `allowRestricted` lets a temporary-password or
 * reset-link session through (change password, logout).
 */
export async function authenticateAuthApi(
  request: FastifyRequest,
  options: { allowRestricted: boolean | 'recovery-only' },
): Promise<Authenticated> {
  const check = await checkBearer(depsOf(request), request.headers.authorization);
  const route = request.routeOptions.url;
  if (!check.ok) {
    request.log.warn({ event: 'auth.denied', reason: check.code, route }, 'access denied: not signed in');
    throw new AppError(check.code, check.message);
  }
  const { auth } = check;
  const allowed =
    !auth.restricted ||
    options.allowRestricted === true ||
    (options.allowRestricted === 'recovery-only' && !auth.user.mustChangePassword);
  if (!allowed) {
    request.log.warn(
      { event: 'auth.denied', reason: 'password_change_required', userId: auth.actor.userId, route },
      'access denied: password change required',
    );
    throw new AppError('password_change_required', 'Set a new password to continue');
  }
  request.authenticated = auth;
  request.actor = auth.actor;
  return auth;
}
