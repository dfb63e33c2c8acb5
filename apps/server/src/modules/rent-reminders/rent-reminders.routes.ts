import { rentReminderSettingsSchema } from '@rentwise/core/reminders/rent-reminder-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import * as service from './rent-reminders.service';

/** Settings › Rent reminders: the owner's automatic rent reminder settings (owners only). */
export const rentRemindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const owner = { onRequest: requireOwner() };
  const tags = ['settings'];

  app.get(
    '/api/settings/rent-reminders',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('reminder.read'),
        tags,
        response: { 200: rentReminderSettingsSchema },
      },
    },
    (request) => service.getSettings(db, request.actor),
  );

  app.put(
    '/api/settings/rent-reminders',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('reminder.write'),
        tags,
        body: rentReminderSettingsSchema,
        response: { 200: rentReminderSettingsSchema },
      },
    },
    (request) => service.updateSettings(db, request.actor, request.body),
  );
};
