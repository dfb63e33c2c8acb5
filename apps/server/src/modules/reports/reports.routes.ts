import {
  agedReceivablesSchema,
  asOfReportQuerySchema,
  depositRegisterSchema,
  depositsQuerySchema,
  expensesReportSchema,
  incomeStatementSchema,
  noiQuerySchema,
  noiSchema,
  periodReportQuerySchema,
  rentRollSchema,
} from '@rentwise/core/reports/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner } from '../../auth/guards';
import { languageFromHeader } from '../../http/accept-language';
import * as service from './reports.service';
import type { ReportData } from './reports-export';

/**
 * NOI and the five reports (issue 19 items 4-5). `?format=json` (default) answers the report,
 * `csv` and `pdf` a download of the same answer. Every figure is scoped to the caller: a limited
 * member's or an owner client's properties only; another one's `propertyId` is a 404.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app.deps;
  const { db } = database;
  const guard = { onRequest: requireOwner() };
  const tags = ['reports'];
  const produces = ['application/json', 'text/csv', 'application/pdf'];
  const formats =
    '`format=csv` downloads it as CSV (money as decimal numbers, formula-like text escaped), `format=pdf` as a PDF ' +
    '(`lang=en|fr`, else Accept-Language).';

  /** The CSV or PDF download of a report's answer. */
  async function download(
    request: FastifyRequest,
    reply: FastifyReply,
    format: 'csv' | 'pdf',
    lang: 'en' | 'fr' | undefined,
    report: ReportData,
  ) {
    const language = lang ?? languageFromHeader(request.headers['accept-language']);
    const file = await service.exportReport(db, request.actor, report, format, language, storage);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  }

  app.get(
    '/api/reports/noi',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('report.read'),
        tags,
        summary:
          'Net operating income (income collected − operating expenses; capital improvements apart) per property and for the portfolio, by month (default: the last 12 months)',
        querystring: noiQuerySchema,
        response: { 200: noiSchema },
      },
    },
    (request) => service.getNoi(db, request.actor, request.query),
  );

  app.get(
    '/api/reports/rent-roll',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('report.read'),
        tags,
        summary: `Rent roll: leases in force on asOf (default today) with rent, deposit held and balance. ${formats}`,
        querystring: asOfReportQuerySchema,
        response: { 200: rentRollSchema },
        produces,
      },
    },
    async (request, reply) => {
      const data = await service.getRentRoll(db, request.actor, request.query);
      const { format, lang } = request.query;
      return format === 'json' ? data : download(request, reply, format, lang, { kind: 'rent-roll', data });
    },
  );

  app.get(
    '/api/reports/aged-receivables',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('report.read'),
        tags,
        summary: `Aged receivables per tenant on asOf (default today): current, 1–30, 31–60, 61–90, 90+ days past due. ${formats}`,
        querystring: asOfReportQuerySchema,
        response: { 200: agedReceivablesSchema },
        produces,
      },
    },
    async (request, reply) => {
      const data = await service.getAgedReceivables(db, request.actor, request.query);
      const { format, lang } = request.query;
      return format === 'json'
        ? data
        : download(request, reply, format, lang, {
            kind: 'aged-receivables',
            data,
          });
    },
  );

  app.get(
    '/api/reports/deposits',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('report.read'),
        tags,
        summary: `Deposit register: required, received, held, settled or moved to a renewal, per lease. ${formats}`,
        querystring: depositsQuerySchema,
        response: { 200: depositRegisterSchema },
        produces,
      },
    },
    async (request, reply) => {
      const data = await service.getDepositRegister(db, request.actor, request.query);
      const { format, lang } = request.query;
      return format === 'json' ? data : download(request, reply, format, lang, { kind: 'deposits', data });
    },
  );

  app.get(
    '/api/reports/income-statement',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('report.read'),
        tags,
        summary: `Income statement per property for the months from..to (default the current month). ${formats}`,
        querystring: periodReportQuerySchema,
        response: { 200: incomeStatementSchema },
        produces,
      },
    },
    async (request, reply) => {
      const data = await service.getIncomeStatement(db, request.actor, request.query);
      const { format, lang } = request.query;
      return format === 'json'
        ? data
        : download(request, reply, format, lang, {
            kind: 'income-statement',
            data,
          });
    },
  );

  app.get(
    '/api/reports/expenses',
    {
      ...guard,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('report.read'),
        tags,
        summary: `Expenses by category for the months from..to (default the current month). ${formats}`,
        querystring: periodReportQuerySchema,
        response: { 200: expensesReportSchema },
        produces,
      },
    },
    async (request, reply) => {
      const data = await service.getExpensesReport(db, request.actor, request.query);
      const { format, lang } = request.query;
      return format === 'json' ? data : download(request, reply, format, lang, { kind: 'expenses', data });
    },
  );
};
