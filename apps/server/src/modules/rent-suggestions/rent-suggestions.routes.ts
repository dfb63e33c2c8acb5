import { idParamsSchema } from '@rentwise/core/properties/schemas';
import {
  putRentIndexBodySchema,
  rentIndexSeriesSchema,
  rentSuggestionSchema,
} from '@rentwise/core/rent-suggestions/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './rent-suggestions.service';

/** Rent suggestions for a unit and the organisation's rent index (issue 22 item 3). */
export const rentSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = { onRequest: requireOwner() };
  const tags = ['rent-suggestions'];

  app.get(
    '/api/units/:id/rent-suggestion',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('property.read'),
        tags,
        summary:
          'What comparable leases of the organisation say the unit would let for, with the comparables and each adjustment (advice: nothing is applied)',
        params: idParamsSchema,
        response: { 200: rentSuggestionSchema },
      },
    },
    (request) => service.getRentSuggestion(db, request.actor, request.params.id),
  );

  app.get(
    '/api/org/rent-indices',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.read'),
        tags,
        summary: "The organisation's rent index (CPI by month or IRL by reference quarter)",
        response: { 200: rentIndexSeriesSchema },
      },
    },
    (request) => service.getRentIndex(db, request.actor),
  );

  app.put(
    '/api/org/rent-indices',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.update'),
        tags,
        summary: "Replaces the organisation's rent index whole (an empty list removes it)",
        body: putRentIndexBodySchema,
        response: { 200: rentIndexSeriesSchema },
      },
    },
    (request) => service.putRentIndex(db, request.actor, request.body),
  );
};
