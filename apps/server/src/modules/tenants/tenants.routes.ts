import { errorBodySchema } from '@rentwise/core/errors';
import { toSupportedLanguage } from '@rentwise/core/i18n';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import {
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  confirmTenantInvitationBodySchema,
  confirmTenantInvitationResponseSchema,
  createTenantBodySchema,
  createTenantResponseSchema,
  tenantListQuerySchema,
  tenantPageSchema,
  tenantSchema,
  updateTenantBodySchema,
} from '@rentwise/core/tenants/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import {
  createTenantAccount,
  emailHasAccount,
  unusedTemporaryPassword,
} from '../../auth/tenant-accounts.service';
import type { Tx } from '../../db/client';
import * as invitations from './tenant-invitations.service';
import * as service from './tenants.service';

/** GET /api/tenants/check-email: enough for a person typing addresses, not for a script. */
export const CHECK_EMAIL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** The public confirmation of a tenant's invitation: a person clicks it once or twice. */
export const TENANT_INVITATION_CONFIRM_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Resending invitations, per address: each tenant is also paced by the service (one per 10 min). */
export const TENANT_INVITATION_RESEND_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** The auth service, as the tenants feature needs it. */
const accounts: service.TenantAccounts = {
  emailExists: emailHasAccount,
  createTenantAccount: (db, input) => createTenantAccount(db as Tx, input),
  unusedTemporaryPassword,
};

/** The language the request was made in (the owner's, for the emails they cause). */
function requestLanguage(header: string | undefined) {
  return toSupportedLanguage(header?.split(',')[0]) ?? 'en';
}

/** Owner-only: tenant records with real login accounts. Another owner's tenant is a 404. */
export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = { onRequest: requireOwner() };
  const tags = ['tenants'];

  app.get(
    '/api/tenants',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.read'),
        tags,
        querystring: tenantListQuerySchema,
        response: { 200: tenantPageSchema },
      },
    },
    (request) => service.listTenants(db, request.actor, request.query),
  );

  app.get(
    '/api/tenants/check-email',
    {
      ...guard,
      // It says whether an address is taken: rate limited so it cannot be used to probe a list of
      // addresses (issue 23 finding 5).
      config: { rateLimit: CHECK_EMAIL_RATE_LIMIT },
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.write'),
        tags,
        querystring: checkEmailQuerySchema,
        response: { 200: checkEmailResponseSchema },
      },
    },
    async (request) => ({
      available: await service.isEmailAvailable(db, request.actor, request.query.email),
    }),
  );

  app.post(
    '/api/tenants',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.write'),
        tags,
        body: createTenantBodySchema,
        response: { 201: createTenantResponseSchema },
      },
    },
    async (request, reply) => {
      // The tenant's emails and interface start in the language the owner works in.
      const locale = requestLanguage(request.headers['accept-language']);
      const created = await service.createTenant(db, request.actor, accounts, request.body, locale, {
        mailer: app.deps.mailer,
        publicUrl: app.deps.config.publicUrl,
      });
      // The response carries the temporary password once: never cache it anywhere.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.get(
    '/api/tenants/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.read'),
        tags,
        params: idParamsSchema,
        response: { 200: tenantSchema },
      },
    },
    (request) => service.getTenant(db, request.actor, request.params.id),
  );

  app.patch(
    '/api/tenants/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.write'),
        tags,
        params: idParamsSchema,
        body: updateTenantBodySchema,
        response: { 200: tenantSchema },
      },
    },
    (request) => service.updateTenant(db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/tenants/:id/invitation',
    {
      ...guard,
      config: { rateLimit: TENANT_INVITATION_RESEND_LIMIT },
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.write'),
        tags,
        summary: "Send the tenant's invitation again (a new link) while their address is not confirmed",
        description: '409 once confirmed; 429 with Retry-After within 10 minutes of the last one.',
        params: idParamsSchema,
        response: { 200: tenantSchema },
      },
    },
    (request) =>
      invitations.resendTenantInvitation(
        db,
        request.actor,
        request.params.id,
        requestLanguage(request.headers['accept-language']),
        { mailer: app.deps.mailer, publicUrl: app.deps.config.publicUrl },
        service.getTenant,
      ),
  );

  app.post(
    '/api/tenants/:id/archive',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.write'),
        tags,
        params: idParamsSchema,
        response: { 200: tenantSchema },
      },
    },
    (request) => service.archiveTenant(db, request.actor, request.params.id),
  );

  app.post(
    '/api/tenants/:id/unarchive',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('tenant.write'),
        tags,
        params: idParamsSchema,
        response: { 200: tenantSchema },
      },
    },
    (request) => service.unarchiveTenant(db, request.actor, request.params.id),
  );

  app.post(
    '/api/tenant-invitations/confirm',
    {
      // Public: the token from the invitation email is the credential (it proves the address).
      config: { rateLimit: TENANT_INVITATION_CONFIRM_LIMIT },
      schema: {
        tags,
        summary: "A tenant confirms their email address with their invitation's link (no sign-in needed)",
        description: '404 for an unknown link, 410 for an expired one; confirming twice answers the same.',
        body: confirmTenantInvitationBodySchema,
        response: { 200: confirmTenantInvitationResponseSchema, 410: errorBodySchema },
      },
    },
    (request) => invitations.confirmTenantInvitation(db, request.body.token),
  );
};
