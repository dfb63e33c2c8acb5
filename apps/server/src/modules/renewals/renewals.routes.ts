import { idParamsSchema } from '@rentwise/core/properties/schemas';
import {
  declineRenewalOfferBodySchema,
  renewalBoardSchema,
  renewalOfferBodySchema,
  renewalOfferListSchema,
  renewalOfferSchema,
} from '@rentwise/core/renewals/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authenticatedRouteSchema,
  permission,
  requireOwner,
  requireTenant,
  requireUser,
} from '../../auth/guards';
import { createSignatureRequest } from '../signatures/signatures.service';
import * as service from './renewals.service';

/**
 * Renewal offers (issue 21 item 2): the board, sending an offer, the tenant's answer. HTTP only:
 * the rules and the access checks are in renewals.service.
 */
export const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer, storage } = app.deps;
  const { db } = database;
  // Accepting an offer sends its addendum for signature (modules/signatures).
  const deps: service.RenewalDeps = {
    db,
    storage,
    mailer,
    publicUrl: config.publicUrl,
    startSignature: (tx, actor, input) => createSignatureRequest(tx, actor, input),
  };
  const tags = ['renewals'];

  app.get(
    '/api/renewals',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('renewal.read'),
        tags,
        response: { 200: renewalBoardSchema },
      },
    },
    (request) => service.getRenewalBoard(db, request.actor),
  );

  app.post(
    '/api/leases/:id/renewal-offers',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.write'),
        tags,
        params: idParamsSchema,
        body: renewalOfferBodySchema,
        response: { 201: renewalOfferSchema },
      },
    },
    async (request, reply) => {
      const offer = await service.createRenewalOffer(deps, request.actor, request.params.id, request.body);
      return reply.code(201).send(offer);
    },
  );

  app.get(
    '/api/renewal-offers',
    {
      onRequest: requireTenant(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('renewal.respond'),
        tags,
        response: { 200: renewalOfferListSchema },
      },
    },
    (request) => service.listMyRenewalOffers(db, request.actor),
  );

  app.get(
    '/api/renewal-offers/:id',
    {
      onRequest: requireUser({ roles: ['owner', 'tenant'] }),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.read'),
        tags,
        params: idParamsSchema,
        response: { 200: renewalOfferSchema },
      },
    },
    (request) => service.getRenewalOffer(db, request.actor, request.params.id),
  );

  app.post(
    '/api/renewal-offers/:id/accept',
    {
      onRequest: requireTenant(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('renewal.respond'),
        tags,
        params: idParamsSchema,
        response: { 200: renewalOfferSchema },
      },
    },
    (request) => service.acceptRenewalOffer(deps, request.actor, request.params.id),
  );

  app.post(
    '/api/renewal-offers/:id/decline',
    {
      onRequest: requireTenant(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('renewal.respond'),
        tags,
        params: idParamsSchema,
        body: declineRenewalOfferBodySchema,
        response: { 200: renewalOfferSchema },
      },
    },
    (request) => service.declineRenewalOffer(deps, request.actor, request.params.id, request.body),
  );
};
