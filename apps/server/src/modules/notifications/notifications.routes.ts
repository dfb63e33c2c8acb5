import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  readAllResultSchema,
} from '@rentwise/core/notifications/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireUser } from '../../auth/guards';
import * as service from './notifications.service';

/** The signed-in user's own notifications (owners and tenants alike). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const anyone = { onRequest: requireUser({ roles: ['owner', 'tenant'] }) };
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('notification.read'),
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    (request) => service.listNotifications(db, request.actor, request.query),
  );

  app.post(
    '/api/notifications/read-all',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('notification.read'),
        tags,
        response: { 200: readAllResultSchema },
      },
    },
    (request) => service.markAllNotificationsRead(db, request.actor),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('notification.read'),
        tags,
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    (request) => service.markNotificationRead(db, request.actor, request.params.id),
  );
};
