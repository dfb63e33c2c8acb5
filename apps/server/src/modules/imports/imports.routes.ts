import fastifyMultipart from '@fastify/multipart';
import { AppError } from '@rentwise/core/errors';
import {
  createImportFieldsSchema,
  importRowPageSchema,
  importRowsQuerySchema,
  importSchema,
  MAX_IMPORT_BYTES,
  templateParamsSchema,
  templateQuerySchema,
  updateImportBodySchema,
} from '@rentwise/core/imports/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../auth/access';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import { contentDisposition } from '../../http/content-disposition';
import { documentMultipartOptions, parseFields, readMultipart } from '../documents/multipart';
import * as service from './imports.service';

/**
 * CSV imports (issue 20): templates, upload and preview, mapping, rows by status, commit in the
 * background with progress, undo. Admins and managers of the whole organisation ('import.write').
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = { onRequest: requireOwner() };
  const tags = ['imports'];

  app.get(
    '/api/imports/templates/:kind',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('import.write'),
        tags,
        params: templateParamsSchema,
        querystring: templateQuerySchema,
        description:
          "A kind's CSV template: its header row in English (`,`) or French (`;`) and an example row.",
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { lang } = request.query;
      // Any member who may import may read the template (it holds no data).
      requireAccess(request.actor, 'import.write');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `rentwise-${kind}-${lang}.csv`))
        .send(service.templateCsv(kind, lang));
    },
  );

  // The upload in a plugin of its own, with the multipart parser: the other import routes take
  // JSON only (a multipart body there is a 415, like everywhere else).
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      ...documentMultipartOptions,
      limits: { ...documentMultipartOptions.limits, fileSize: MAX_IMPORT_BYTES },
    });
    upload.post(
      '/api/imports',
      {
        ...guard,
        schema: {
          ...authenticatedRouteSchema,
          ...permission('import.write'),
          tags,
          description:
            'multipart/form-data: `kind` (properties|tenants) and one `file` part (CSV, comma or semicolon, ' +
            'UTF-8 or Windows-1252, at most 10 MB). Over the limit → 413, not a text file → 415.',
          consumes: ['multipart/form-data'],
          response: { 201: importSchema },
        },
      },
      async (request, reply) => {
        const { files, fields } = await readMultipart(request);
        const { kind } = parseFields(createImportFieldsSchema, fields);
        const file = files.find((f) => f.field === 'file');
        if (!file || files.length !== 1) {
          throw new AppError('VALIDATION_FAILED', 'Attach one CSV file in the `file` field', {
            details: { file: 'imports:file.required' },
          });
        }
        const created = await service.createImport(db, request.actor, {
          kind,
          fileName: file.fileName,
          bytes: file.bytes,
        });
        return reply.status(201).send(created);
      },
    );
  });

  app.get(
    '/api/imports/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('import.write'),
        tags,
        params: idParamsSchema,
        response: { 200: importSchema },
      },
    },
    (request) => service.getImport(db, request.actor, request.params.id),
  );

  app.patch(
    '/api/imports/:id',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('import.write'),
        tags,
        params: idParamsSchema,
        body: updateImportBodySchema,
        response: { 200: importSchema },
      },
    },
    (request) => service.updateImport(db, request.actor, request.params.id, request.body),
  );

  app.get(
    '/api/imports/:id/rows',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('import.write'),
        tags,
        params: idParamsSchema,
        querystring: importRowsQuerySchema,
        response: { 200: importRowPageSchema },
      },
    },
    (request) => service.listRows(db, request.actor, request.params.id, request.query),
  );

  app.post(
    '/api/imports/:id/commit',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('import.write'),
        tags,
        params: idParamsSchema,
        description:
          'Queues the commit (409 while rows have errors); GET /api/imports/:id shows its progress.',
        response: { 202: importSchema },
      },
    },
    async (request, reply) => {
      const queued = await service.commitImport(db, request.actor, request.params.id);
      // Started at once in this process; the import-commits job picks up any a stopped process left.
      void service.runPendingImports(db, request.log).catch((error) => {
        request.log.error({ err: error }, 'import commit worker failed');
      });
      return reply.status(202).send(queued);
    },
  );

  app.post(
    '/api/imports/:id/undo',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('import.write'),
        tags,
        params: idParamsSchema,
        description: 'Removes what the commit created; 409 naming what depends on it otherwise.',
        response: { 200: importSchema },
      },
    },
    (request) => service.undoImport(db, request.actor, request.params.id),
  );
};
