import type { Role } from '@rentwise/core/auth/schemas';
import { AppError } from '@rentwise/core/errors';
import type { Action } from '@rentwise/core/organisations/permissions';
import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveMemberActor } from '../modules/organisations/organisations.service';
import { requireAccess } from './access';
import type { Actor } from './actor';
import type { Authenticated } from './auth-common';
import { type BearerCheck, checkBearer } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in caller. Set by a guard (`requireUser()` and its shorthands) before the handler
     * runs; never read it on a route without one.
     */
    actor: Actor;
    /** The verified session and account behind `actor`, set by the same guards. */
    authenticated: Authenticated;
  }
}

/** Add to a guarded route's schema so the OpenAPI document shows the bearer requirement. */
export const authenticatedRouteSchema = { security: [{ bearerAuth: [] }] };

/** Where a route names the permission it needs: an OpenAPI extension, so the document shows it. */
export const PERMISSION_KEY = 'x-permission';

/**
 * The action of the permission table (packages/core/src/organisations/permissions.ts) a route
 * needs, declared in its schema next to `authenticatedRouteSchema`:
 *
 *   schema: { ...authenticatedRouteSchema, ...permission('property.write'), … }
 *
 * The route's guard checks it with `requireAccess` before the body is read (403 for a role
 * without it); the services then scope the records. The access matrix suite reads it from the
 * OpenAPI document (security/access-matrix.routes.test.ts).
 */
export function permission(action: Action): { [PERMISSION_KEY]: Action } {
  return { [PERMISSION_KEY]: action };
}

/** The session behind the bearer token, checked in the database on every request. */
function checkRequest(request: FastifyRequest): Promise<BearerCheck> {
  const { database, config } = request.server.deps;
  return checkBearer({ db: database.db, config }, request.headers.authorization);
}

function deny(request: FastifyRequest, reason: string, userId: string | undefined, message: string): void {
  request.log.warn({ event: 'auth.denied', reason, userId, route: request.routeOptions.url }, message);
}

/**
 * The guard every product route uses, always as its `onRequest` hook, so 401/403 come before the
 * body is read or validated (QUALITY.md row 12):
 *
 *   app.get('/api/properties', { onRequest: requireOwner(), schema: { ...authenticatedRouteSchema, … } }, handler)
 *
 * - no bearer token, a bad or expired one, or one whose session was signed out → 401 UNAUTHORIZED
 * - a temporary password not yet changed, or a reset-link session → 403 password_change_required
 * - a role not in `roles` → 403 FORBIDDEN
 * - the route's `permission(action)` not in the actor's role (permission table) → 403 FORBIDDEN
 * - a workspace user (account role 'owner') acts in the organisation the X-Org-Id header names,
 *   else their first one; a header naming one they are not a member of → 404, no membership at
 *   all → 403 (organisations.service.ts resolveMemberActor)
 * Then `request.actor` (auth/actor.ts), read fresh from the database. Denials are logged
 * (without tokens).
 */
export function requireUser(options: { roles?: readonly Role[]; organisation?: boolean } = {}) {
  const guard = async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const check = await checkRequest(request);
    if (!check.ok) {
      deny(request, check.code, undefined, 'access denied: not signed in');
      throw new AppError('UNAUTHORIZED', check.message);
    }
    const { auth } = check;
    if (auth.restricted) {
      deny(
        request,
        'password_change_required',
        auth.account.userId,
        'access denied: password change required',
      );
      throw new AppError('password_change_required', 'Set a new password to continue');
    }
    if (options.roles && !options.roles.includes(auth.account.role)) {
      deny(request, 'role', auth.account.userId, 'access denied: wrong role');
      throw new AppError('FORBIDDEN', 'You do not have access to this resource', {
        key: 'errors:access.denied',
      });
    }
    request.authenticated = auth;
    // `organisation: false`: routes about the account itself, not about an organisation (the
    // switcher's list, accepting an invitation) read `request.authenticated.account` only, so a
    // stale X-Org-Id or no membership yet does not stand in their way. `request.actor` stays unset.
    if (options.organisation === false) return;
    request.actor = { ...(await actorOf(request, auth)), requestId: request.id };
    const action = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[PERMISSION_KEY];
    if (action) {
      try {
        requireAccess(request.actor, action as Action);
      } catch (error) {
        deny(request, 'permission', auth.account.userId, 'access denied: not permitted');
        throw error;
      }
    }
  };
  return Object.assign(guard, { [GUARD_ROLES]: options.roles ?? (['owner', 'tenant'] as const) });
}

/** The account roles a guard lets through, kept on the guard for the OpenAPI document (`x-roles`). */
export const GUARD_ROLES = Symbol('guard roles');

/**
 * Copies each guarded route's account roles into its schema as `x-roles`, next to its
 * `x-permission`, so the OpenAPI document says who may call it (and the access matrix suite can
 * read both). Registered before the OpenAPI plugin collects the routes.
 */
export function documentGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat() as Array<{ [GUARD_ROLES]?: readonly Role[] }>;
    const roles = hooks.find((hook) => hook[GUARD_ROLES])?.[GUARD_ROLES];
    if (roles) route.schema = { ...route.schema, 'x-roles': [...roles] } as typeof route.schema;
  });
}

async function actorOf(request: FastifyRequest, auth: Authenticated): Promise<Actor> {
  const { userId, role } = auth.account;
  if (role === 'tenant') return { userId, role };
  const header = request.headers[ORG_HEADER];
  try {
    return await resolveMemberActor(
      request.server.deps.database.db,
      userId,
      typeof header === 'string' ? header : undefined,
    );
  } catch (error) {
    deny(request, 'organisation', userId, 'access denied: not a member of the organisation');
    throw error;
  }
}

/** Shorthands for the two dashboards' APIs. */
export const requireOwner = () => requireUser({ roles: ['owner'] });
export const requireTenant = () => requireUser({ roles: ['tenant'] });

/**
 * The auth API's own guard (/auth/v1/user, /auth/v1/logout), an `onRequest` hook too: the auth
 * API's lower-case codes (no_authorization, bad_jwt, session_not_found). `allowRestricted` lets a
 * temporary-password or reset-link session through (change password, logout).
 */
export function requireAuthApiUser(options: { allowRestricted: boolean | 'recovery-only' }) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const check = await checkRequest(request);
    if (!check.ok) {
      deny(request, check.code, undefined, 'access denied: not signed in');
      throw new AppError(check.code, check.message);
    }
    const { auth } = check;
    const allowed =
      !auth.restricted ||
      options.allowRestricted === true ||
      (options.allowRestricted === 'recovery-only' && !auth.user.mustChangePassword);
    if (!allowed) {
      deny(
        request,
        'password_change_required',
        auth.account.userId,
        'access denied: password change required',
      );
      throw new AppError('password_change_required', 'Set a new password to continue');
    }
    request.authenticated = auth;
  };
}
