import { toSupportedLanguage } from '@rentwise/core/i18n';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import {
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  createTenantBodySchema,
  createTenantResponseSchema,
  tenantListQuerySchema,
  tenantPageSchema,
  tenantSchema,
  updateTenantBodySchema,
} from '@rentwise/core/tenants/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import { createTenantAccount, emailHasAccount } from '../../auth/tenant-accounts.service';
import type { Tx } from '../../db/client';
import * as service from './tenants.service';

/** GET /api/tenants/check-email: enough for a person typing addresses, not for a script. */
export const CHECK_EMAIL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The auth service, as the tenants feature needs it. */
const accounts: service.TenantAccounts = {
  emailExists: emailHasAccount,
  createTenantAccount: (db, input) => createTenantAccount(db as Tx, input),
};

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
      const locale = toSupportedLanguage(request.headers['accept-language']?.split(',')[0]) ?? 'en';
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
};
