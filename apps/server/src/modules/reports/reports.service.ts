import { AppError } from '@rentwise/core/errors';
import { type ExpenseCategory, expenseCategories, isOperatingExpense } from '@rentwise/core/expenses/schemas';
import type { Language } from '@rentwise/core/i18n';
import { monthsBetween } from '@rentwise/core/owner-statements/schemas';
import type {
  AgedReceivables,
  AsOfReportQuery,
  DepositRegister,
  DepositsQuery,
  ExpensesReport,
  IncomeStatement,
  Noi,
  NoiMonth,
  NoiQuery,
  PeriodReportQuery,
  RentRoll,
} from '@rentwise/core/reports/schemas';
import { agingBucketKeys } from '@rentwise/core/reports/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import type { DocumentStorage } from '../documents/storage';
import { todayIso } from '../ledger/ledger.service';
import { pdfBrand } from '../org-logo/org-logo.service';
import { currencyOf } from '../organisations/organisations.service';
import * as repo from './reports.repository';
import { type ReportData, reportCsv, reportPdf, reportTable } from './reports-export';

/**
 * NOI and the five reports (issue 19 items 4-5). Each report is computed by one repository query
 * (plus the organisation's currency); its screen, CSV and PDF are made from this one answer. Income
 * is what the owner statement calls income (money collected in the month, refunds negative), NOI
 * is income − operating expenses (every expense category but capital improvements).
 */

/** The caller may read reports, and the property they filter on (a limited member's, an owner's). */
async function readable(db: DbOrTx, actor: Actor, propertyId: string | undefined): Promise<MemberActor> {
  requireAccess(actor, 'report.read');
  if (propertyId) {
    requireAccess(actor, 'report.read', { propertyId });
    const [found] = await repo.propertyNames(db, actor, propertyId);
    if (!found) throw new AppError('NOT_FOUND', 'Property not found');
  }
  return actor;
}

function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The range a monthly report covers: as asked, else `defaultMonths` ending in the current month. */
function monthRange(query: { from?: string; to?: string }, today: string, defaultMonths: number) {
  const current = today.slice(0, 7);
  const to = query.to ?? (query.from ? addMonths(query.from, defaultMonths - 1) : current);
  const from = query.from ?? addMonths(to, -(defaultMonths - 1));
  return { from, to };
}

const zero = () => ({ income: 0, operatingExpenses: 0, capitalExpenses: 0, noi: 0 });
type Figures = ReturnType<typeof zero>;

function addTo(target: Figures, income: number, expense?: { category: ExpenseCategory; amount: number }) {
  target.income += income;
  if (expense) {
    if (isOperatingExpense(expense.category)) target.operatingExpenses += expense.amount;
    else target.capitalExpenses += expense.amount;
  }
  target.noi = target.income - target.operatingExpenses;
}

/** Income and expenses of the range, per property and month (the NOI and the income statement's query). */
async function propertyMonths(
  db: DbOrTx,
  actor: MemberActor,
  range: { from: string; to: string; propertyId?: string },
) {
  const [properties, income, expenses] = await Promise.all([
    repo.propertyNames(db, actor, range.propertyId),
    repo.incomeByPropertyMonth(db, actor, range),
    repo.expensesByPropertyMonth(db, actor, range),
  ]);
  return { properties, income, expenses };
}

/** GET /api/reports/noi: NOI per property and for the portfolio, month by month (default: 12 months). */
export async function getNoi(db: DbOrTx, actor: Actor, query: NoiQuery, today = todayIso()): Promise<Noi> {
  const member = await readable(db, actor, query.propertyId);
  const range = monthRange(query, today, 12);
  const months = monthsBetween(range.from, range.to);
  const [currency, data] = await Promise.all([
    currencyOf(db, member.orgId),
    propertyMonths(db, member, { ...range, propertyId: query.propertyId }),
  ]);
  const grid = new Map<string, Map<string, Figures>>();
  const portfolio = new Map<string, Figures>(months.map((month) => [month, zero()]));
  for (const property of data.properties) {
    grid.set(property.id, new Map(months.map((month) => [month, zero()])));
  }
  for (const row of data.income) {
    const cell = grid.get(row.propertyId)?.get(row.month);
    if (!cell) continue;
    addTo(cell, row.income);
    addTo(portfolio.get(row.month) as Figures, row.income);
  }
  for (const row of data.expenses) {
    const cell = grid.get(row.propertyId)?.get(row.month);
    if (!cell) continue;
    addTo(cell, 0, row);
    addTo(portfolio.get(row.month) as Figures, 0, row);
  }
  const sumOf = (cells: Iterable<Figures>) => {
    const total = zero();
    for (const cell of cells) {
      total.income += cell.income;
      total.operatingExpenses += cell.operatingExpenses;
      total.capitalExpenses += cell.capitalExpenses;
    }
    total.noi = total.income - total.operatingExpenses;
    return total;
  };
  const asMonths = (cells: Map<string, Figures>): NoiMonth[] =>
    months.map((month) => ({ month, ...(cells.get(month) as Figures) }));
  return {
    currency,
    from: range.from,
    to: range.to,
    months: asMonths(portfolio),
    total: sumOf(portfolio.values()),
    properties: data.properties.map((property) => {
      const cells = grid.get(property.id) as Map<string, Figures>;
      return {
        propertyId: property.id,
        propertyName: property.name,
        months: asMonths(cells),
        total: sumOf(cells.values()),
      };
    }),
  };
}

/** GET /api/reports/income-statement: per property over the range (default: the current month). */
export async function getIncomeStatement(
  db: DbOrTx,
  actor: Actor,
  query: Pick<PeriodReportQuery, 'from' | 'to' | 'propertyId'>,
  today = todayIso(),
): Promise<IncomeStatement> {
  const member = await readable(db, actor, query.propertyId);
  const range = monthRange(query, today, 1);
  const [currency, data] = await Promise.all([
    currencyOf(db, member.orgId),
    propertyMonths(db, member, { ...range, propertyId: query.propertyId }),
  ]);
  const rows = new Map(
    data.properties.map((property) => [
      property.id,
      { name: property.name, figures: zero(), categories: new Map<ExpenseCategory, number>() },
    ]),
  );
  for (const row of data.income)
    rows.get(row.propertyId) && addTo(rows.get(row.propertyId)!.figures, row.income);
  for (const row of data.expenses) {
    const entry = rows.get(row.propertyId);
    if (!entry) continue;
    addTo(entry.figures, 0, row);
    entry.categories.set(row.category, (entry.categories.get(row.category) ?? 0) + row.amount);
  }
  const totals = { income: 0, operatingExpenses: 0, noi: 0, capitalExpenses: 0, netCashFlow: 0 };
  const out: IncomeStatement['rows'] = [];
  for (const [propertyId, entry] of rows) {
    const figures = { ...entry.figures, netCashFlow: entry.figures.noi - entry.figures.capitalExpenses };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += figures[key];
    out.push({
      propertyId,
      propertyName: entry.name,
      ...figures,
      categories: expenseCategories
        .filter((category) => entry.categories.has(category))
        .map((category) => ({ category, amount: entry.categories.get(category) as number })),
    });
  }
  return { currency, from: range.from, to: range.to, rows: out, totals };
}

/** GET /api/reports/expenses: expenses of the range by category (default: the current month). */
export async function getExpensesReport(
  db: DbOrTx,
  actor: Actor,
  query: Pick<PeriodReportQuery, 'from' | 'to' | 'propertyId'>,
  today = todayIso(),
): Promise<ExpensesReport> {
  const member = await readable(db, actor, query.propertyId);
  const range = monthRange(query, today, 1);
  const [currency, expenses] = await Promise.all([
    currencyOf(db, member.orgId),
    repo.expensesByPropertyMonth(db, member, { ...range, propertyId: query.propertyId }),
  ]);
  const byCategory = new Map<ExpenseCategory, { count: number; amount: number }>();
  for (const row of expenses) {
    const entry = byCategory.get(row.category) ?? { count: 0, amount: 0 };
    entry.count += row.count;
    entry.amount += row.amount;
    byCategory.set(row.category, entry);
  }
  const rows = expenseCategories
    .filter((category) => byCategory.has(category))
    .map((category) => ({ category, operating: isOperatingExpense(category), ...byCategory.get(category)! }));
  return {
    currency,
    from: range.from,
    to: range.to,
    rows,
    totals: {
      count: rows.reduce((total, row) => total + row.count, 0),
      amount: rows.reduce((total, row) => total + row.amount, 0),
      operating: rows.filter((row) => row.operating).reduce((total, row) => total + row.amount, 0),
    },
  };
}

/** GET /api/reports/rent-roll. */
export async function getRentRoll(
  db: DbOrTx,
  actor: Actor,
  query: Pick<AsOfReportQuery, 'asOf' | 'propertyId'>,
  today = todayIso(),
): Promise<RentRoll> {
  const member = await readable(db, actor, query.propertyId);
  const asOf = query.asOf ?? today;
  const [currency, rows] = await Promise.all([
    currencyOf(db, member.orgId),
    repo.rentRoll(db, member, { asOf, propertyId: query.propertyId }),
  ]);
  const totals = { rent: 0, depositHeld: 0, balance: 0 };
  for (const row of rows) {
    totals.rent += row.rent;
    totals.depositHeld += row.depositHeld;
    totals.balance += row.balance;
  }
  return { currency, asOf, rows, totals };
}

/** GET /api/reports/aged-receivables. */
export async function getAgedReceivables(
  db: DbOrTx,
  actor: Actor,
  query: Pick<AsOfReportQuery, 'asOf' | 'propertyId'>,
  today = todayIso(),
): Promise<AgedReceivables> {
  const member = await readable(db, actor, query.propertyId);
  const asOf = query.asOf ?? today;
  const [currency, rows] = await Promise.all([
    currencyOf(db, member.orgId),
    repo.agedReceivables(db, member, { asOf, propertyId: query.propertyId }),
  ]);
  const totals = { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, days90Plus: 0, total: 0 };
  for (const row of rows) {
    for (const key of agingBucketKeys) totals[key] += row[key];
    totals.total += row.total;
  }
  return { currency, asOf, rows, totals };
}

/** GET /api/reports/deposits. */
export async function getDepositRegister(
  db: DbOrTx,
  actor: Actor,
  query: Pick<DepositsQuery, 'propertyId'>,
): Promise<DepositRegister> {
  const member = await readable(db, actor, query.propertyId);
  const [currency, rows] = await Promise.all([
    currencyOf(db, member.orgId),
    repo.depositRegister(db, member, { propertyId: query.propertyId }),
  ]);
  const totals = { required: 0, received: 0, held: 0, refundDue: 0 };
  for (const row of rows) {
    totals.required += row.required;
    totals.received += row.received;
    totals.held += row.held;
    totals.refundDue += row.refundDue;
  }
  return { currency, rows, totals };
}

/**
 * A report's CSV or PDF, from the same answer its screen shows (`reportTable`), in the reader's
 * language and the organisation's currency.
 */
export async function exportReport(
  db: DbOrTx,
  actor: Actor,
  report: ReportData,
  format: 'csv' | 'pdf',
  language: Language,
  /** Where the organisation's logo is (the PDF's header); without it, the name alone. */
  storage?: DocumentStorage,
  today = todayIso(),
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  requireAccess(actor, 'report.read');
  const table = reportTable(report, language);
  const filename = `${report.kind}-${today}.${format}`;
  if (format === 'csv') {
    return { body: Buffer.from(reportCsv(table), 'utf8'), contentType: 'text/csv; charset=utf-8', filename };
  }
  const body = await reportPdf(table, {
    language,
    currency: report.data.currency,
    brand: await pdfBrand(db, storage, actor.orgId),
    generatedOn: today,
  });
  return { body, contentType: 'application/pdf', filename };
}
