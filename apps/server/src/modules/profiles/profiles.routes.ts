import { profileSchema, profileUpdateSchema } from '@rentwise/core/profile/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, requireUser } from '../../auth/guards';
import { getOwnProfile, updateOwnProfile } from './profiles.service';

/** GET and PATCH /api/profile: the signed-in user's own profile (both roles). */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/profile',
    {
      onRequest: requireUser(),
      schema: {
        ...authenticatedRouteSchema,
        tags: ['profile'],
        description: "The signed-in user's profile; a default one is created if it is missing.",
        response: { 200: profileSchema },
      },
    },
    async (request) => getOwnProfile(db, request.actor, request.authenticated.user.email),
  );

  app.patch(
    '/api/profile',
    {
      onRequest: requireUser(),
      schema: {
        ...authenticatedRouteSchema,
        tags: ['profile'],
        description:
          'Updates first and last name, company name, phone and language. Role and email cannot change.',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateOwnProfile(db, request.actor, request.authenticated.user.email, request.body),
  );
};
