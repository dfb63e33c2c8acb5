import fastifyMultipart from '@fastify/multipart';
import {
  documentDownloadQuerySchema,
  documentListQuerySchema,
  documentPageSchema,
  documentSchema,
  uploadDocumentFieldsSchema,
} from '@rentwise/core/documents/schemas';
import { downloadFileName, isViewableInline } from '@rentwise/core/documents/sniff';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import { contentDisposition } from '../../http/content-disposition';
import * as service from './documents.service';
import { documentMultipartOptions, parseFields, readMultipart, theFile } from './multipart';

/**
 * Documents (QUALITY.md security row 16): owners upload (multipart, ≤ 10 MB, type sniffed from
 * the bytes) and share with a tenant, a lease or a property; owners and those tenants list and
 * download; owners delete. Another account's document is a 404.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app.deps;
  const { db } = database;
  // The multipart parser for this plugin's routes only (other routes keep JSON only).
  await app.register(fastifyMultipart, documentMultipartOptions);
  const owner = { onRequest: requireOwner() };
  const anyone = { onRequest: requireUser({ roles: ['owner', 'tenant'] }) };
  const tags = ['documents'];

  app.post(
    '/api/documents',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.write'),
        tags,
        description:
          'multipart/form-data: one `file` part (PDF, PNG, JPEG, WebP or plain text, at most 10 MB; ' +
          'the type is read from the bytes) and the fields `kind` (lease|notice|receipt|photo|other), ' +
          '`name`, `propertyId`, `leaseId`, `tenantId` (optional). Over the limit → 413, another type → 415.',
        consumes: ['multipart/form-data'],
        response: { 201: documentSchema },
      },
    },
    async (request, reply) => {
      const { files, fields } = await readMultipart(request);
      const metadata = parseFields(uploadDocumentFieldsSchema, fields);
      const file = theFile(files);
      const document = await service.uploadDocument(db, storage, request.actor, {
        bytes: file.bytes,
        fileName: file.fileName,
        fields: metadata,
      });
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/documents',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.read'),
        tags,
        querystring: documentListQuerySchema,
        response: { 200: documentPageSchema },
      },
    },
    (request) => service.listDocuments(db, request.actor, request.query),
  );

  app.get(
    '/api/documents/:id',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.read'),
        tags,
        params: idParamsSchema,
        response: { 200: documentSchema },
      },
    },
    (request) => service.getDocument(db, request.actor, request.params.id),
  );

  app.get(
    '/api/documents/:id/download',
    {
      ...anyone,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.read'),
        tags,
        params: idParamsSchema,
        querystring: documentDownloadQuerySchema,
        description:
          'The bytes, as an attachment (`?inline=1`: inline, for PDFs and images only), with the ' +
          'sniffed content type and `X-Content-Type-Options: nosniff`.',
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain'],
      },
    },
    async (request, reply) => {
      const { document, stream, size } = await service.openDocument(
        db,
        storage,
        request.actor,
        request.params.id,
      );
      const inline = request.query.inline === '1' && isViewableInline(document.contentType);
      const type = document.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : document.contentType;
      return reply
        .header('content-type', type)
        .header('content-length', String(size))
        .header(
          'content-disposition',
          contentDisposition(
            inline ? 'inline' : 'attachment',
            downloadFileName(document.name, document.contentType),
          ),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete(
    '/api/documents/:id',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.write'),
        tags,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await service.deleteDocument(db, storage, request.actor, request.params.id, request.log);
      return reply.status(204).send(null);
    },
  );
};
