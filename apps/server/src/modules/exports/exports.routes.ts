import {
  orgExportParamsSchema,
  orgExportSchema,
  templateParamsSchema,
  templateQuerySchema,
} from '@rentwise/core/imports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import { contentDisposition } from '../../http/content-disposition';
import * as service from './exports.service';
import * as orgExports from './org-export.service';

/**
 * CSV exports in the import templates' columns (issue 20): admins and managers ('export.read');
 * the whole organisation as one ZIP, prepared in the background: admins ('export.org').
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage, mailer, config } = app.deps;
  const deps = { db, storage, mailer, publicUrl: config.publicUrl };

  app.get(
    '/api/exports/org',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('export.org'),
        tags: ['exports'],
        description:
          'Starts a whole-organisation export: a background job writes a ZIP of CSVs (one per kind, the ' +
          "import templates' columns) and the documents' files; the link arrives by email and in " +
          'notifications. Follow it with GET /api/exports/:id.',
        response: { 200: orgExportSchema },
      },
    },
    async (request, reply) => {
      const queued = await orgExports.requestOrgExport(db, request.actor);
      // Started at once in this process; the org-exports job picks up any a stopped process left.
      void orgExports.runPendingOrgExports(deps, request.log).catch((error) => {
        request.log.error({ err: error }, 'organisation export worker failed');
      });
      return reply.send(queued);
    },
  );

  app.get(
    '/api/exports/:id',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('export.org'),
        tags: ['exports'],
        params: orgExportParamsSchema,
        description:
          "A whole-organisation export's status (queued, running, ready, failed) and its link once ready.",
        response: { 200: orgExportSchema },
      },
    },
    async (request) => orgExports.getOrgExport(db, request.actor, request.params.id),
  );

  app.get(
    '/api/exports/:id/download',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('export.org'),
        tags: ['exports'],
        params: orgExportParamsSchema,
        description:
          'The export ZIP, for a signed-in admin of the organisation, until it expires (410 after).',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const file = await orgExports.openOrgExport(db, storage, request.actor, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

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
