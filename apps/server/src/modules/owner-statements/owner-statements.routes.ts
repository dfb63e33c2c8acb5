import {
  feePolicyBodySchema,
  feePolicySchema,
  ownerStatementSchema,
  ownerTransactionBodySchema,
  ownerTransactionSchema,
  reserveBodySchema,
  reserveSchema,
  statementListSchema,
  statementParamsSchema,
  statementQuerySchema,
} from '@rentwise/core/owner-statements/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import { contentDisposition } from '../../http/content-disposition';
import * as service from './owner-statements.service';
import { renderStatementCsv } from './statement-csv';
import { renderStatementPdf } from './statement-pdf';

/**
 * Owner money (issue 19 items 2-3): an owner client's monthly statement, its fee policy, their
 * contributions and distributions, a property's reserve, and publishing a period to the portal.
 */
export const ownerStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, mailer, storage } = app.deps;
  const { db } = database;
  const guard = { onRequest: requireOwner() };
  const tags = ['owner statements'];
  const fileName = (params: { period: string }, version: number | null, ext: string) =>
    `owner-statement-${params.period}${version ? `-v${version}` : ''}.${ext}`;

  app.get(
    '/api/owners/:id/statements',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('statement.read'),
        tags,
        summary: "An owner's statement periods, each with its published versions (newest first)",
        description:
          'A member sees the last twelve months and every published period; the owner client their ' +
          'published periods only.',
        params: idParamsSchema,
        response: { 200: statementListSchema },
      },
    },
    (request) => service.listStatements(db, request.actor, request.params.id),
  );

  app.get(
    '/api/owners/:id/statements/:period',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('statement.read'),
        tags,
        summary: "An owner's statement for a month (YYYY-MM): every line with its source",
        description:
          'opening + income − expenses − fee + contributions − distributions = closing. A member ' +
          'reads the live statement, or `version` as it was published; the owner client reads ' +
          'their own published statements only (the latest without `version`; 404 otherwise).',
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: ownerStatementSchema },
      },
    },
    (request) =>
      service.getStatement(db, request.actor, request.params.id, request.params.period, {
        version: request.query.version,
      }),
  );

  app.get(
    '/api/owners/:id/statements/:period.pdf',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('statement.read'),
        tags,
        summary: 'The statement as a PDF (EN/FR: `lang`, else the reader’s language)',
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const document = await service.statementDocument(
        db,
        request.actor,
        request.params.id,
        request.params.period,
        request.query,
        storage,
      );
      const pdf = await renderStatementPdf(document);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', fileName(request.params, document.statement.version, 'pdf')),
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/owners/:id/statements/:period.csv',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('statement.read'),
        tags,
        summary: 'The statement as CSV: every line with its source, then the summary',
        description: 'Cells that start with = + - @ are escaped with an apostrophe (amounts excepted).',
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const document = await service.statementDocument(
        db,
        request.actor,
        request.params.id,
        request.params.period,
        request.query,
      );
      const csv = renderStatementCsv(document.statement, document.language, config.publicUrl);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', fileName(request.params, document.statement.version, 'csv')),
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/owners/:id/statements/:period/publish',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('statement.publish'),
        tags,
        summary: "Publish a month's statement to the owner portal, notified and emailed to the owner",
        description:
          'The statement as it is now is kept as published. Publishing the period again makes a new ' +
          'version (`version` 2, 3…) that replaces the previous one in the portal.',
        params: statementParamsSchema,
        response: { 200: ownerStatementSchema },
      },
    },
    (request) =>
      service.publishStatement(db, request.actor, request.params.id, request.params.period, {
        mailer,
        publicUrl: config.publicUrl,
      }),
  );

  app.put(
    '/api/owners/:id/fee-policy',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner_money.write'),
        tags,
        summary:
          'Set the management fee: a percentage of rent collected (optional minimum per unit), flat, or none',
        params: idParamsSchema,
        body: feePolicyBodySchema,
        response: { 200: feePolicySchema },
      },
    },
    (request) => service.setFeePolicy(db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/owners/:id/transactions',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner_money.write'),
        tags,
        summary: 'Record an owner contribution or a distribution (draw), dated, with its reference',
        params: idParamsSchema,
        body: ownerTransactionBodySchema,
        response: { 201: ownerTransactionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.recordTransaction(db, request.actor, request.params.id, request.body)),
  );

  app.put(
    '/api/properties/:id/reserve',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('owner_money.write'),
        tags,
        summary: 'Set the cash reserve kept back for a property (not available to distribute)',
        params: idParamsSchema,
        body: reserveBodySchema,
        response: { 200: reserveSchema },
      },
    },
    (request) => service.setReserve(db, request.actor, request.params.id, request.body.amount),
  );
};
