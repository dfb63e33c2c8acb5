import { templateParamsSchema, templateQuerySchema } from '@rentwise/core/imports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import { contentDisposition } from '../../http/content-disposition';
import * as service from './exports.service';

/** CSV exports in the import templates' columns (issue 20): admins and managers ('export.read'). */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/exports/csv/:kind',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('export.read'),
        tags: ['exports'],
        params: templateParamsSchema,
        querystring: templateQuerySchema,
        description:
          "The organisation's records of a kind as CSV, in its import template's columns (imports back as it is); " +
          'cells that start with = + - @ are escaped with an apostrophe.',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { lang } = request.query;
      const csv = await service.exportCsv(db, request.actor, kind, lang);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition('attachment', `rentwise-${kind}-${day}.csv`))
        .send(csv);
    },
  );
};
