import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import { documentMultipartOptions, readMultipart, theFile } from '../documents/multipart';
import * as service from './org-logo.service';

/**
 * The organisation's logo (issue 19 item 1): Settings → Organisation uploads and removes it
 * (admins), every member sees it. HTTP only: the checks (type, size) and access in the service.
 */
export const orgLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app.deps;
  const { db } = database;
  await app.register(fastifyMultipart, documentMultipartOptions);
  const member = { onRequest: requireOwner() };
  const tags = ['organisations'];

  app.get(
    '/api/org/logo',
    {
      ...member,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.read'),
        tags,
        summary: "The organisation's logo (PNG or JPEG); none → 404",
        produces: ['image/png', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const logo = await service.openLogo(db, storage, request.actor);
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(logo.bytes);
    },
  );

  app.put(
    '/api/org/logo',
    {
      ...member,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.update'),
        tags,
        description:
          'multipart/form-data: one `file` part, a PNG or a JPEG of at most 1 MB (the type is read ' +
          'from the bytes). Over the limit → 413, another type → 415. Replaces the current logo.',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ contentType: z.string(), size: z.number().int() }) },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request);
      const file = theFile(files);
      return service.putLogo(db, storage, request.actor, file.bytes, request.log);
    },
  );

  app.delete(
    '/api/org/logo',
    {
      ...member,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('org.update'),
        tags,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await service.deleteLogo(db, storage, request.actor, request.log);
      return reply.status(204).send(null);
    },
  );
};
