import fastifyMultipart from '@fastify/multipart';
import { errorBodySchema } from '@rentwise/core/errors';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import {
  createSignatureRequestSchema,
  portalSignatureListSchema,
  signatureRequestDetailSchema,
  signatureRequestListQuerySchema,
  signatureRequestListSchema,
  signingActionSchema,
  signingResultSchema,
  signingTokenParamsSchema,
  signingViewSchema,
  verificationSchema,
} from '@rentwise/core/signatures/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner, requireTenant } from '../../auth/guards';
import { contentDisposition } from '../../http/content-disposition';
import { documentMultipartOptions, readMultipart, theFile } from '../documents/multipart';
import * as service from './signatures.service';

/** The signing links: the token is the credential (256 random bits); this keeps noise down. */
export const SIGNING_READ_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
export const SIGNING_POST_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Public verification of an uploaded PDF (parsing and hashing up to 10 MB). */
export const VERIFY_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** Where a request came from, for the signature audit trail. */
function metaOf(request: FastifyRequest): service.RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

/**
 * E-signature (issue 21 item 3, modules/signatures): requests (admin, manager), the public signing
 * link (GET|POST /api/signing/:token, no account), a tenant's portal signing, and the public
 * verification of a sealed PDF.
 */
export const signaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, storage, config } = app.deps;
  const deps: service.SignatureDeps = {
    db: database.db,
    mailer,
    storage,
    publicUrl: config.publicUrl,
    signing: config.signing,
  };
  service.configureSignatures(deps);
  const owner = { onRequest: requireOwner() };
  const tenant = { onRequest: requireTenant() };
  const tags = ['signatures'];

  app.post(
    '/api/signature-requests',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('signature.write'),
        tags,
        summary: 'Send a PDF document for signature',
        description:
          'Each signer is emailed a single-use link (in their language), all at once (`parallel`) or ' +
          'one after the other (`sequential`). The document must be a PDF of the organisation (404 ' +
          'otherwise, 415 for another type).',
        body: createSignatureRequestSchema,
        response: { 201: signatureRequestDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.sendSignatureRequest(deps, request.actor, request.body, metaOf(request))),
  );

  app.get(
    '/api/signature-requests',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('signature.read'),
        tags,
        querystring: signatureRequestListQuerySchema,
        response: { 200: signatureRequestListSchema },
      },
    },
    (request) => service.listSignatureRequests(deps.db, request.actor, request.query),
  );

  app.get(
    '/api/signature-requests/:id',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('signature.read'),
        tags,
        summary: 'A signature request with its signers and audit trail',
        params: idParamsSchema,
        response: { 200: signatureRequestDetailSchema },
      },
    },
    (request) => service.getSignatureRequest(deps.db, request.actor, request.params.id),
  );

  app.get(
    '/api/signing/:token',
    {
      config: { rateLimit: SIGNING_READ_LIMIT },
      schema: {
        tags,
        summary: 'What a signer reviews, opened with the emailed link (no account)',
        description:
          '404 for an unknown link, 410 LINK_EXPIRED once used, expired or the request closed; 409 ' +
          'when the document changed after sending (the request is then cancelled).',
        params: signingTokenParamsSchema,
        response: { 200: signingViewSchema, 410: errorBodySchema },
      },
    },
    (request) => service.viewSigning(deps, request.params.token, metaOf(request)),
  );

  app.get(
    '/api/signing/:token/document',
    {
      config: { rateLimit: SIGNING_READ_LIMIT },
      schema: {
        tags,
        summary: 'The PDF to review, for the holder of the signing link',
        params: signingTokenParamsSchema,
        produces: ['application/pdf'],
        response: { 410: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { name, bytes } = await service.signingDocument(deps, request.params.token, metaOf(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes as never);
    },
  );

  app.post(
    '/api/signing/:token',
    {
      config: { rateLimit: SIGNING_POST_LIMIT },
      schema: {
        tags,
        summary: 'Sign (consent + typed or drawn signature) or decline (reason), with the emailed link',
        description:
          'Single use: the link stops working once used (410). Sequential order: 409 while an earlier ' +
          'signer has not signed. The last signature seals the PDF (certificate page + PAdES).',
        params: signingTokenParamsSchema,
        body: signingActionSchema,
        response: { 200: signingResultSchema, 410: errorBodySchema },
      },
    },
    (request) => service.actOnSigning(deps, request.params.token, request.body, metaOf(request), request.log),
  );

  app.get(
    '/api/portal/signatures',
    {
      ...tenant,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.read'),
        tags,
        summary: "The signed-in tenant's documents to sign",
        response: { 200: portalSignatureListSchema },
      },
    },
    (request) => service.listPortalSignatures(deps.db, request.actor),
  );

  app.get(
    '/api/portal/signatures/:id/document',
    {
      ...tenant,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.read'),
        tags,
        params: idParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { name, bytes } = await service.portalDocument(
        deps,
        request.actor,
        request.params.id,
        metaOf(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes as never);
    },
  );

  app.post(
    '/api/portal/signatures/:id',
    {
      ...tenant,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('document.read'),
        tags,
        summary: 'The signed-in tenant signs or declines, as the signer with their email',
        params: idParamsSchema,
        body: signingActionSchema,
        response: { 200: signingResultSchema },
      },
    },
    (request) =>
      service.actFromPortal(
        deps,
        request.actor,
        request.params.id,
        request.body,
        metaOf(request),
        request.log,
      ),
  );

  // The upload in a plugin of its own with the multipart parser: the other routes take JSON only.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, documentMultipartOptions);
    upload.post(
      '/api/signatures/verify',
      {
        config: { rateLimit: VERIFY_LIMIT },
        schema: {
          tags,
          summary: 'Check a signed PDF (public)',
          description:
            'multipart/form-data with one `file` part. valid: sealed by this server and unchanged; ' +
            'tampered: changed after sealing; unknown_signer: sealed by another certificate; ' +
            'unsigned: no seal. Not a PDF → 415.',
          consumes: ['multipart/form-data'],
          response: { 200: verificationSchema },
        },
      },
      async (request) => {
        const { files } = await readMultipart(request);
        const file = theFile(files);
        return service.verifyPdf(deps, file.bytes);
      },
    );
  });
};
