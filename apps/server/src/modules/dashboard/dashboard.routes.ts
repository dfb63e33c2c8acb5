import {
  openChargesPageSchema,
  openChargesQuerySchema,
  ownerDashboardSchema,
  tenantDashboardSchema,
} from '@rentwise/core/dashboard/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import { getOwnProfile } from '../profiles/profiles.service';
import { getOwnerDashboard, listOpenCharges } from './dashboard.service';
import { getTenantDashboard } from './tenant-dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/dashboard/owner',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('dashboard.read'),
        tags: ['dashboard'],
        response: { 200: ownerDashboardSchema },
      },
    },
    async (request) => {
      const profile = await getOwnProfile(db, request.actor, request.authenticated.user.email);
      return getOwnerDashboard(db, request.actor, profile.firstName ?? null);
    },
  );

  app.get(
    '/api/dashboard/open-charges',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('ledger.read'),
        tags: ['dashboard'],
        querystring: openChargesQuerySchema,
        response: { 200: openChargesPageSchema },
      },
    },
    async (request) => listOpenCharges(db, request.actor, request.query),
  );

  app.get(
    '/api/dashboard/tenant',
    {
      onRequest: requireUser({ roles: ['tenant'] }),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('dashboard.read'),
        tags: ['dashboard'],
        response: { 200: tenantDashboardSchema },
      },
    },
    async (request) => {
      const profile = await getOwnProfile(db, request.actor, request.authenticated.user.email);
      return getTenantDashboard(db, request.actor, profile.firstName ?? null);
    },
  );
};
