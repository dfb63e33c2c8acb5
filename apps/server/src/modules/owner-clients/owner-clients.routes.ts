import { invitationSchema } from '@rentwise/core/organisations/schemas';
import {
  ownerClientPageSchema,
  ownerClientSchema,
  ownerFormSchema,
  ownerListQuerySchema,
  ownerPortalSummarySchema,
  propertyOwnersBodySchema,
  propertyOwnersSchema,
  updateOwnerBodySchema,
} from '@rentwise/core/owner-clients/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './owner-clients.service';
import { getOwnerPortalSummary } from './owner-portal.service';

/**
 * Owner clients (issue 17 item 4) and the owners of each property. Another organisation's owner
 * or property is a 404; a member without `owner.read` / `owner.write` a 403.
 */
export const ownerClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;
  const { db } = database;
  const guard = { onRequest: requireOwner() };
  const tags = ['owners'];

  app.get(
    '/api/owners',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.read'),
        tags,
        summary: 'Owner clients by name (archived ones with includeArchived=true)',
        querystring: ownerListQuerySchema,
        response: { 200: ownerClientPageSchema },
      },
    },
    (request) => service.listOwners(db, request.actor, request.query),
  );

  app.post(
    '/api/owners',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.write'),
        tags,
        body: ownerFormSchema,
        response: { 201: ownerClientSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOwner(db, request.actor, request.body)),
  );

  app.get(
    '/api/owners/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.read'),
        tags,
        params: idParamsSchema,
        response: { 200: ownerClientSchema },
      },
    },
    (request) => service.getOwner(db, request.actor, request.params.id),
  );

  app.patch(
    '/api/owners/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.write'),
        tags,
        params: idParamsSchema,
        body: updateOwnerBodySchema,
        response: { 200: ownerClientSchema },
      },
    },
    (request) => service.updateOwner(db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/owners/:id/archive',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.write'),
        tags,
        summary: 'Archive an owner: kept in history, no new shares, no portal access',
        params: idParamsSchema,
        response: { 200: ownerClientSchema },
      },
    },
    (request) => service.archiveOwner(db, request.actor, request.params.id),
  );

  app.post(
    '/api/owners/:id/invite',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.write'),
        tags,
        summary: 'Invite the owner to the owner portal (an emailed single-use link, valid 7 days)',
        description:
          'The owner needs an email (else 400); an archived owner, or one who already has a portal ' +
          'login → 409; the address of a member or of a tenant → 409.',
        params: idParamsSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.inviteOwner(
            { db, mailer, publicUrl: config.publicUrl },
            request.actor,
            request.params.id,
          ),
        ),
  );

  app.get(
    '/api/properties/:id/owners',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.read'),
        tags,
        params: idParamsSchema,
        response: { 200: propertyOwnersSchema },
      },
    },
    (request) => service.listPropertyOwners(db, request.actor, request.params.id),
  );

  app.put(
    '/api/properties/:id/owners',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner.write'),
        tags,
        summary: "Replace a property's owners: shares in percent (two decimals) summing to 100",
        params: idParamsSchema,
        body: propertyOwnersBodySchema,
        response: { 200: propertyOwnersSchema },
      },
    },
    (request) => service.setPropertyOwners(db, request.actor, request.params.id, request.body),
  );

  app.get(
    '/api/owner-portal/summary',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('ledger.read'),
        tags,
        summary:
          "The owner portal's overview: the owner client's properties and shares, rent roll, pending approvals",
        response: { 200: ownerPortalSummarySchema },
      },
    },
    (request) => getOwnerPortalSummary(db, request.actor),
  );
};
