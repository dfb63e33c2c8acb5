import { leaseReviewRequestSchema, leaseReviewSchema } from '@rentwise/core/lease-reviews/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './lease-reviews.service';

/** Lease review (issue 22): terms and findings read from an uploaded lease, each with its sentence. */
export const leaseReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app.deps;
  const { db } = database;

  app.post(
    '/api/lease-reviews',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('lease.review'),
        tags: ['lease-reviews'],
        description:
          'Reads an uploaded lease (a PDF with a text layer, or a text file; English or French) and ' +
          'answers its terms and findings, each with the sentence it came from and its page. ' +
          'Another type → 415; a PDF without text → 422. Nothing is stored.',
        body: leaseReviewRequestSchema,
        response: { 200: leaseReviewSchema },
      },
    },
    (request) => service.reviewDocument(db, storage, request.actor, request.body),
  );
};
