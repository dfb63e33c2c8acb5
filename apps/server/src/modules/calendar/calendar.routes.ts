import { calendarQuerySchema, calendarSchema } from '@rentwise/core/calendar/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './calendar.service';

/** The owner's Calendar: events of a range of at most 62 days (a wider or reversed range is a 400). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/calendar',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('calendar.read'),
        tags: ['calendar'],
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema },
      },
    },
    (request) => service.getCalendar(db, request.actor, request.query),
  );
};
