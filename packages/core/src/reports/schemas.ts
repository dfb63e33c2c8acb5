import { expenseCategories } from '../expenses/schemas';
import { periodSchema } from '../owner-statements/schemas';
import { isoDateSchema } from '../tenants/schemas';
import { z } from '../zod';

/**
 * NOI and the five reports (issue 19 items 4-5). Amounts are integer cents of the organisation's
 * currency (`currency` in every answer). Each report is one query whose answer the screen shows as
 * it is and whose CSV and PDF (`?format=csv|pdf`) are made from the same answer. Messages are i18n
 * keys of the `reports` namespace (packages/core/src/locales/{en,fr}/reports.json).
 */

/** The longest range a monthly report covers: three years of months. */
export const MAX_REPORT_MONTHS = 36;

export const reportKinds = [
  'rent-roll',
  'aged-receivables',
  'deposits',
  'income-statement',
  'expenses',
] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportFormats = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** Months from `from` to `to` inclusive (both YYYY-MM); 0 when `to` is before `from`. */
export function monthCount(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return Math.max(0, (ty - fy) * 12 + (tm - fm) + 1);
}

const common = {
  format: z.enum(reportFormats).default('json'),
  /** The language of the CSV's headings and the PDF (else the request's Accept-Language). */
  lang: z.enum(['en', 'fr']).optional(),
  propertyId: z.uuid().optional(),
};

/** A month range, both ends optional (the service fills the last 12 months / the current month). */
const monthRange = {
  from: periodSchema.optional(),
  to: periodSchema.optional(),
};
function validRange(value: { from?: string; to?: string }): boolean {
  if (!value.from || !value.to) return true;
  const count = monthCount(value.from, value.to);
  return count >= 1 && count <= MAX_REPORT_MONTHS;
}
const rangeIssue = { message: 'reports:validation.range', path: ['to'] };

/** GET /api/reports/noi. */
export const noiQuerySchema = z
  .object({ ...monthRange, propertyId: common.propertyId })
  .strict()
  .refine(validRange, rangeIssue);
export type NoiQuery = z.output<typeof noiQuerySchema>;

/** rent-roll, aged-receivables: as of a day (default today). */
export const asOfReportQuerySchema = z.object({ ...common, asOf: isoDateSchema.optional() }).strict();
export type AsOfReportQuery = z.output<typeof asOfReportQuerySchema>;

/** deposits: the register as it stands. */
export const depositsQuerySchema = z.object(common).strict();
export type DepositsQuery = z.output<typeof depositsQuerySchema>;

/** income-statement, expenses: a month range (default the current month). */
export const periodReportQuerySchema = z
  .object({ ...common, ...monthRange })
  .strict()
  .refine(validRange, rangeIssue);
export type PeriodReportQuery = z.output<typeof periodReportQuerySchema>;

const cents = z.number().int().describe('Integer cents');

export const noiMonthSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  income: cents,
  operatingExpenses: cents,
  capitalExpenses: cents,
  noi: cents,
});
export type NoiMonth = z.infer<typeof noiMonthSchema>;

export const noiSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  /** The portfolio (every property the caller may see, or the one asked for), month by month. */
  months: z.array(noiMonthSchema),
  total: noiMonthSchema.omit({ month: true }),
  properties: z.array(
    z.object({
      propertyId: z.uuid(),
      propertyName: z.string(),
      months: z.array(noiMonthSchema),
      total: noiMonthSchema.omit({ month: true }),
    }),
  ),
});
export type Noi = z.infer<typeof noiSchema>;

export const rentRollSchema = z.object({
  currency: z.string(),
  asOf: z.string(),
  rows: z.array(
    z.object({
      leaseId: z.uuid(),
      propertyId: z.uuid(),
      propertyName: z.string(),
      unitLabel: z.string().nullable(),
      tenantName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      rent: cents,
      depositHeld: cents,
      balance: cents,
    }),
  ),
  totals: z.object({ rent: cents, depositHeld: cents, balance: cents }),
});
export type RentRoll = z.infer<typeof rentRollSchema>;

const agingBuckets = z.object({
  current: cents,
  days1To30: cents,
  days31To60: cents,
  days61To90: cents,
  days90Plus: cents,
  total: cents,
});
export type AgingBuckets = z.infer<typeof agingBuckets>;
export const agingBucketKeys = ['current', 'days1To30', 'days31To60', 'days61To90', 'days90Plus'] as const;

export const agedReceivablesSchema = z.object({
  currency: z.string(),
  asOf: z.string(),
  rows: z.array(
    agingBuckets.extend({ tenantId: z.uuid(), tenantName: z.string(), propertyNames: z.string() }),
  ),
  totals: agingBuckets,
});
export type AgedReceivables = z.infer<typeof agedReceivablesSchema>;

export const depositStatuses = ['due', 'held', 'settled', 'transferred'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const depositRegisterSchema = z.object({
  currency: z.string(),
  rows: z.array(
    z.object({
      leaseId: z.uuid(),
      propertyName: z.string(),
      unitLabel: z.string().nullable(),
      tenantName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      required: cents,
      received: cents,
      held: cents,
      status: z.enum(depositStatuses),
      settledOn: z.string().nullable(),
      refundDue: cents,
    }),
  ),
  totals: z.object({ required: cents, received: cents, held: cents, refundDue: cents }),
});
export type DepositRegister = z.infer<typeof depositRegisterSchema>;

const statementFigures = z.object({
  income: cents,
  operatingExpenses: cents,
  noi: cents,
  capitalExpenses: cents,
  netCashFlow: cents,
});
export const incomeStatementSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(
    statementFigures.extend({
      propertyId: z.uuid(),
      propertyName: z.string(),
      /** Operating expenses and capital improvements by category (the expenses' chart of accounts). */
      categories: z.array(z.object({ category: z.enum(expenseCategories), amount: cents })),
    }),
  ),
  totals: statementFigures,
});
export type IncomeStatement = z.infer<typeof incomeStatementSchema>;

export const expensesReportSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      category: z.enum(expenseCategories),
      operating: z.boolean(),
      count: z.number().int(),
      amount: cents,
    }),
  ),
  totals: z.object({ count: z.number().int(), amount: cents, operating: cents }),
});
export type ExpensesReport = z.infer<typeof expensesReportSchema>;
