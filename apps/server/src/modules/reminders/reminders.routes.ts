import { idParamsSchema } from '@rentwise/core/properties/schemas';
import {
  createReminderBodySchema,
  reminderListQuerySchema,
  reminderPageSchema,
  reminderSchema,
} from '@rentwise/core/reminders/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './reminders.service';

/** Rent reminders: owners only (a tenant gets 403); another owner's reminder or tenant is a 404. */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer } = app.deps;
  const deps = { db: database.db, mailer, publicUrl: config.publicUrl };
  const owner = { onRequest: requireOwner() };
  const tags = ['reminders'];

  app.get(
    '/api/reminders',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('reminder.read'),
        tags,
        querystring: reminderListQuerySchema,
        response: { 200: reminderPageSchema },
      },
    },
    (request) => service.listReminders(deps.db, request.actor, request.query),
  );

  app.post(
    '/api/reminders',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('reminder.write'),
        tags,
        body: createReminderBodySchema,
        response: { 201: reminderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createReminder(deps, request.actor, request.body)),
  );

  app.post(
    '/api/reminders/:id/cancel',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('reminder.write'),
        tags,
        params: idParamsSchema,
        response: { 200: reminderSchema },
      },
    },
    (request) => service.cancelReminder(deps.db, request.actor, request.params.id),
  );
};
