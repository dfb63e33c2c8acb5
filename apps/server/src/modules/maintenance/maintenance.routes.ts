import fastifyMultipart from '@fastify/multipart';
import { downloadFileName, isViewableInline } from '@rentwise/core/documents/sniff';
import { AppError, errorBodySchema } from '@rentwise/core/errors';
import {
  addMaintenanceUpdateBodySchema,
  assignVendorBodySchema,
  createMaintenanceRequestBodySchema,
  maintenanceListQuerySchema,
  maintenanceRequestPageSchema,
  maintenanceRequestSchema,
  updateMaintenanceRequestBodySchema,
  vendorFormSchema,
  vendorJobParamsSchema,
  vendorJobPhotoParamsSchema,
  vendorJobSchema,
  vendorJobUpdateBodySchema,
  vendorListQuerySchema,
  vendorPageSchema,
  vendorSchema,
} from '@rentwise/core/maintenance/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import { contentDisposition } from '../../http/content-disposition';
import { documentMultipartOptions, readMultipart } from '../documents/multipart';
import * as photoService from './maintenance-photos.service';
import * as requests from './maintenance-requests.service';
import * as vendorJobs from './vendor-jobs.service';

/**
 * The public vendor job routes: the token in the URL is the only credential, so reading and
 * posting are limited per address (a guessed token is 256 random bits; this keeps noise down).
 */
export const VENDOR_JOB_READ_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
export const VENDOR_JOB_POST_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Photo downloads: one page load shows up to 10 thumbnails, so more than the page reads. */
export const VENDOR_JOB_PHOTO_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * Maintenance requests (owner and tenant), vendors (owner) and the vendor's job page (public).
 * Another owner's or tenant's request, or another owner's vendor, is a 404.
 */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer, storage } = app.deps;
  const deps = { db: database.db, mailer, publicUrl: config.publicUrl };
  const user = { onRequest: requireUser() };
  const owner = { onRequest: requireOwner() };
  const tags = ['maintenance'];

  app.get(
    '/api/maintenance-requests',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.read'),
        tags,
        summary: "The owner's requests (filtered), or the tenant's own",
        querystring: maintenanceListQuerySchema,
        response: { 200: maintenanceRequestPageSchema },
      },
    },
    (request) => requests.listRequests(deps.db, request.actor, request.query),
  );

  app.post(
    '/api/maintenance-requests',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.write'),
        tags,
        summary: 'Report an issue (tenant: for their leased unit) or log one (owner: for a property)',
        body: createMaintenanceRequestBodySchema,
        response: { 201: maintenanceRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requests.createRequest(deps.db, request.actor, request.body)),
  );

  app.get(
    '/api/maintenance-requests/:id',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.read'),
        tags,
        params: idParamsSchema,
        response: { 200: maintenanceRequestSchema },
      },
    },
    (request) => requests.getRequest(deps.db, request.actor, request.params.id),
  );

  app.patch(
    '/api/maintenance-requests/:id',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.manage'),
        tags,
        summary: 'Change status, priority or the planned visit date',
        params: idParamsSchema,
        body: updateMaintenanceRequestBodySchema,
        response: { 200: maintenanceRequestSchema },
      },
    },
    (request) => requests.updateRequest(deps.db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/maintenance-requests/:id/updates',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.write'),
        tags,
        summary: 'Add a dated update (the owner may change the status with it)',
        params: idParamsSchema,
        body: addMaintenanceUpdateBodySchema,
        response: { 201: maintenanceRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requests.addUpdate(deps.db, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/api/maintenance-requests/:id/withdraw',
    {
      onRequest: requireUser({ roles: ['tenant'] }),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.withdraw'),
        tags,
        summary: 'The tenant withdraws their request while nobody has started on it',
        description:
          'Cancels a pending request with no vendor assigned and no visit planned; the owner is ' +
          'notified. 409 once work has started (in progress, a vendor or a visit).',
        params: idParamsSchema,
        response: { 200: maintenanceRequestSchema, 409: errorBodySchema },
      },
    },
    (request) => requests.withdrawRequest(deps.db, request.actor, request.params.id),
  );

  app.post(
    '/api/maintenance-requests/:id/assign',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('maintenance.manage'),
        tags,
        summary: 'Assign a vendor: emails them the job and a private link',
        params: idParamsSchema,
        body: assignVendorBodySchema,
        response: { 200: maintenanceRequestSchema },
      },
    },
    (request) => vendorJobs.assignVendor(deps, request.actor, request.params.id, request.body),
  );

  // Its own plugin: the multipart parser applies to this route only; the others stay JSON-only.
  const photoRoutes: FastifyPluginAsyncZod = async (photos) => {
    await photos.register(fastifyMultipart, documentMultipartOptions);
    photos.post(
      '/api/maintenance-requests/:id/photos',
      {
        ...user,
        schema: {
          ...authenticatedRouteSchema,
          ...permission('maintenance.write'),
          tags,
          summary: 'Attach a photo (owner or the request’s tenant)',
          description:
            'multipart/form-data with one `file` part: PNG, JPEG or WebP (read from the bytes), at most ' +
            '10 MB (413), another type 415, at most 10 photos per request (409). Stored as a document of ' +
            "kind 'photo'; download it through /api/documents/{id}/download.",
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 201: maintenanceRequestSchema },
        },
      },
      async (request, reply) => {
        // Another account's request is a 404 before any byte of the body is read.
        await photoService.assertCanAddPhoto(deps.db, request.actor, request.params.id);
        const { files } = await readMultipart(request);
        const file = files.find((f) => f.field === 'file');
        if (!file || files.length !== 1) {
          throw new AppError('VALIDATION_FAILED', 'Attach one photo in the `file` field', {
            details: { file: 'maintenance:validation.photoRequired' },
          });
        }
        const result = await photoService.addPhoto(
          { db: deps.db, storage },
          request.actor,
          request.params.id,
          {
            bytes: file.bytes,
            fileName: file.fileName,
          },
        );
        return reply.status(201).send(result);
      },
    );

    photos.post(
      '/api/vendor-jobs/:token/photos',
      {
        config: { rateLimit: VENDOR_JOB_POST_LIMIT },
        schema: {
          tags,
          summary: 'The vendor attaches a photo to the job (no account: the link is the credential)',
          description:
            'multipart/form-data with one `file` part: PNG, JPEG or WebP (read from the bytes), at most ' +
            '10 MB (413), another type 415, at most 10 photos per request (409). 404 for an unknown link, ' +
            '410 LINK_EXPIRED once the job is closed or reassigned. The owner and the tenant are notified.',
          consumes: ['multipart/form-data'],
          params: vendorJobParamsSchema,
          response: { 201: vendorJobSchema, 410: errorBodySchema },
        },
      },
      async (request, reply) => {
        // A dead link is a 404/410 before any byte of the body is read.
        await photoService.assertVendorCanAddPhoto(deps.db, request.params.token);
        const { files } = await readMultipart(request);
        const file = files.find((f) => f.field === 'file');
        if (!file || files.length !== 1) {
          throw new AppError('VALIDATION_FAILED', 'Attach one photo in the `file` field', {
            details: { file: 'maintenance:validation.photoRequired' },
          });
        }
        const job = await photoService.addVendorPhoto({ db: deps.db, storage }, request.params.token, {
          bytes: file.bytes,
          fileName: file.fileName,
        });
        return reply.status(201).send(job);
      },
    );
  };
  await app.register(photoRoutes);

  app.get(
    '/api/vendors',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('vendor.read'),
        tags,
        querystring: vendorListQuerySchema,
        response: { 200: vendorPageSchema },
      },
    },
    (request) => vendorJobs.listVendors(deps.db, request.actor, request.query),
  );

  app.post(
    '/api/vendors',
    {
      ...owner,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('vendor.write'),
        tags,
        body: vendorFormSchema,
        response: { 201: vendorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await vendorJobs.createVendor(deps.db, request.actor, request.body)),
  );

  app.get(
    '/api/vendor-jobs/:token',
    {
      config: { rateLimit: VENDOR_JOB_READ_LIMIT },
      schema: {
        tags,
        summary: "A vendor's job, opened with the private link from the assignment email",
        description:
          'No account. 404 for an unknown link, 410 LINK_EXPIRED once the job is closed or reassigned.',
        params: vendorJobParamsSchema,
        response: { 200: vendorJobSchema, 410: errorBodySchema },
      },
    },
    (request) => vendorJobs.getVendorJob(deps.db, request.params.token),
  );

  app.get(
    '/api/vendor-jobs/:token/photos/:photoId',
    {
      config: { rateLimit: VENDOR_JOB_PHOTO_LIMIT },
      schema: {
        tags,
        summary: 'A photo of the job, for the vendor (only the photos of this job; anything else 404)',
        description:
          'The bytes with the type sniffed at upload and `X-Content-Type-Options: nosniff`. 404 for an ' +
          'unknown link or another document, 410 LINK_EXPIRED once the job is closed or reassigned.',
        params: vendorJobPhotoParamsSchema,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        response: { 410: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { photo, stream, size } = await photoService.openVendorPhoto(
        { db: deps.db, storage },
        request.params.token,
        request.params.photoId,
      );
      // Photos are images (checked at upload), shown inline; anything else would be an attachment.
      const disposition = isViewableInline(photo.contentType) ? 'inline' : 'attachment';
      return (
        reply
          .header('content-type', photo.contentType)
          .header('content-length', String(size))
          .header(
            'content-disposition',
            contentDisposition(disposition, downloadFileName(photo.name, photo.contentType)),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // The bytes are streamed as they are (fastify never serializes a stream); the schema only
          // types the documented 410, hence the cast.
          .send(stream as never)
      );
    },
  );

  app.post(
    '/api/vendor-jobs/:token/updates',
    {
      config: { rateLimit: VENDOR_JOB_POST_LIMIT },
      schema: {
        tags,
        summary: 'The vendor posts progress (In Progress / Completed) with a note',
        params: vendorJobParamsSchema,
        body: vendorJobUpdateBodySchema,
        response: { 201: vendorJobSchema, 410: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await vendorJobs.postVendorUpdate(deps.db, request.params.token, request.body)),
  );
};
