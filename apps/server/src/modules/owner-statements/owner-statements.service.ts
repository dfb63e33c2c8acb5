import { AppError } from '@rentwise/core/errors';
import type { ExpenseCategory } from '@rentwise/core/expenses/schemas';
import { intlLocale, type Language } from '@rentwise/core/i18n';
import {
  type FeePolicy,
  type FeePolicyBody,
  managementFee,
  monthsBetween,
  type OwnerStatement,
  type OwnerTransaction,
  type OwnerTransactionBody,
  periodBounds,
  type StatementLine,
  type StatementList,
  type StatementPublication,
} from '@rentwise/core/owner-statements/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import type { DocumentStorage } from '../documents/storage';
import { notificationText } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import { pdfBrand } from '../org-logo/org-logo.service';
import { profileOf } from '../profiles/profiles.service';
import * as properties from '../properties/properties.service';
import * as repo from './owner-statements.repository';

/**
 * Owner statements (issue 19 items 2-3). A statement is computed, never stored: its lines are the
 * ledger's payments and refunds, the expenses and the owner's own contributions and distributions,
 * each the owner's share of its property. The opening balance is the same computation over every
 * earlier month (fee included), so a month's closing balance is the next month's opening.
 *
 *   closing = opening + income − expenses − fee + contributions − distributions
 *
 * Publishing a period records it (audited) and shows it in the owner's portal.
 */

const ownerNotFound = () => new AppError('NOT_FOUND', 'Owner not found');

function nameOf(owner: repo.OwnerRow): string {
  return owner.company
    ? `${owner.firstName} ${owner.lastName} (${owner.company})`
    : `${owner.firstName} ${owner.lastName}`;
}

function policyOf(row: Awaited<ReturnType<typeof repo.findFeePolicy>>): FeePolicy | null {
  if (!row) return null;
  return row.kind === 'flat'
    ? { kind: 'flat', flatMonthly: row.flatMonthly }
    : { kind: 'percent', percentBasisPoints: row.percentBasisPoints, minimumPerUnit: row.minimumPerUnit };
}

/**
 * Who may read an owner's statements: a member with statement.read, or the owner client's own
 * login (`ownLogin`), who sees published versions only. Another owner's, or another
 * organisation's, is a 404.
 */
async function readableOwner(
  db: DbOrTx,
  actor: Actor,
  ownerId: string,
): Promise<{ owner: repo.OwnerRow; actor: MemberActor; ownLogin: boolean }> {
  requireAccess(actor, 'statement.read');
  const owner = await repo.findOwner(db, actor.orgId, ownerId);
  if (!owner) throw ownerNotFound();
  const ownerOfLogin = await repo.ownerIdOfUser(db, actor.orgId, actor.userId);
  if (ownerOfLogin !== null && ownerOfLogin !== ownerId) throw ownerNotFound();
  return { owner, actor, ownLogin: ownerOfLogin !== null };
}

const statementNotFound = () =>
  new AppError('NOT_FOUND', 'Statement not found', { key: 'errors:statement.notFound' });

function toPublication(row: { version: number; publishedAt: Date; closingBalance: number }) {
  return {
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    closingBalance: Number(row.closingBalance),
  };
}

/** The ledger line of a record as the statement shows it, with links to its source and receipt. */
function toLine(row: repo.MoneyLineRow): StatementLine {
  const href =
    row.type === 'payment'
      ? `/api/payments/${row.id}/receipt`
      : row.type === 'expense'
        ? `/api/expenses/${row.id}`
        : null;
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    propertyName: row.propertyName,
    unitLabel: row.unitLabel,
    amount: row.amount,
    shareBasisPoints: row.shareBasisPoints,
    ownerAmount: row.ownerAmount,
    source: { type: row.type, id: row.id, href },
    receiptHref: row.documentId ? `/api/documents/${row.documentId}/download` : null,
  };
}

const sum = (lines: { ownerAmount: number }[]) => lines.reduce((total, line) => total + line.ownerAmount, 0);
const monthOf = (date: string) => date.slice(0, 7);

function previousMonth(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Everything a statement is made of, read once (the period's lines and every earlier one). */
export interface StatementData {
  period: string;
  policy: FeePolicy | null;
  owned: repo.OwnedProperty[];
  income: repo.MoneyLineRow[];
  expenses: repo.MoneyLineRow[];
  transactions: repo.MoneyLineRow[];
}

/** The owner's share of their properties' units, in hundredths of a unit (the minimum fee's count). */
function unitHundredths(owned: repo.OwnedProperty[]): number {
  return owned.reduce((total, p) => total + Math.round((p.unitsCount * p.shareBasisPoints) / 100), 0);
}

/** The statement's figures from its lines (pure: the property test recomputes them independently). */
export function assembleStatement(data: StatementData) {
  const { from, to } = periodBounds(data.period);
  const units = unitHundredths(data.owned);
  const inPeriod = (line: repo.MoneyLineRow) => line.date >= from && line.date <= to;
  const before = (line: repo.MoneyLineRow) => line.date < from;
  const all = [...data.income, ...data.expenses, ...data.transactions];

  // Opening: every earlier month, from the owner's first line, each with its own fee.
  let opening = 0;
  const earlier = all.filter(before);
  if (earlier.length > 0) {
    const first = earlier.reduce((min, line) => (line.date < min ? line.date : min), earlier[0].date);
    const previous = monthsBetween(monthOf(first), previousMonth(data.period));
    const byMonth = new Map<
      string,
      { income: number; expenses: number; contributions: number; distributions: number }
    >();
    for (const month of previous)
      byMonth.set(month, { income: 0, expenses: 0, contributions: 0, distributions: 0 });
    for (const line of earlier) {
      const month = byMonth.get(monthOf(line.date));
      if (!month) continue;
      if (line.type === 'payment' || line.type === 'refund') month.income += line.ownerAmount;
      else if (line.type === 'expense') month.expenses += line.ownerAmount;
      else if (line.kind === 'contribution') month.contributions += line.ownerAmount;
      else month.distributions += line.ownerAmount;
    }
    for (const month of byMonth.values()) {
      const fee = managementFee({ policy: data.policy, income: month.income, unitHundredths: units }).amount;
      opening += month.income - month.expenses - fee + month.contributions - month.distributions;
    }
  }

  const income = data.income.filter(inPeriod);
  const expenses = data.expenses.filter(inPeriod);
  const contributions = data.transactions.filter((line) => inPeriod(line) && line.kind === 'contribution');
  const distributions = data.transactions.filter((line) => inPeriod(line) && line.kind === 'distribution');
  const incomeTotal = sum(income);
  const expensesTotal = sum(expenses);
  // Fees run from the month of the owner's first line: before it there is nothing to manage, and
  // the opening balance counts the same months (a month's closing is the next one's opening).
  const fee =
    all.length > 0
      ? managementFee({ policy: data.policy, income: incomeTotal, unitHundredths: units })
      : { percentAmount: 0, minimumAmount: 0, amount: 0 };
  const closing =
    opening + incomeTotal - expensesTotal - fee.amount + sum(contributions) - sum(distributions);
  return {
    from,
    to,
    units,
    opening,
    income,
    expenses,
    contributions,
    distributions,
    incomeTotal,
    expensesTotal,
    fee,
    closing,
  };
}

/** Reads what a statement of `period` needs. */
async function loadStatementData(
  db: DbOrTx,
  orgId: string,
  ownerId: string,
  period: string,
): Promise<StatementData> {
  const { to } = periodBounds(period);
  const [policyRow, owned, income, expenses, transactions] = await Promise.all([
    repo.findFeePolicy(db, orgId, ownerId),
    repo.ownedProperties(db, orgId, ownerId),
    repo.incomeLines(db, orgId, ownerId, to),
    repo.expenseLines(db, orgId, ownerId, to),
    repo.transactionLines(db, orgId, ownerId, to),
  ]);
  return { period, policy: policyOf(policyRow), owned, income, expenses, transactions };
}

/**
 * GET /api/owners/:id/statements/:period. A member reads the live statement, or a published
 * `version` as it was published; the owner client reads published versions only (the latest
 * without `version`), else 404.
 */
export async function getStatement(
  db: DbOrTx,
  actor: Actor,
  ownerId: string,
  period: string,
  options: { version?: number } = {},
): Promise<OwnerStatement> {
  const access = await readableOwner(db, actor, ownerId);
  const { orgId } = access.actor;
  const publications = (await repo.listPublications(db, orgId, ownerId, period)).map(toPublication);
  if (access.ownLogin || options.version !== undefined) {
    const row = await repo.findPublication(db, orgId, ownerId, period, options.version);
    if (!row) throw statementNotFound();
    const published =
      (row.snapshot as OwnerStatement | null) ?? (await liveStatement(db, orgId, access.owner, period));
    return {
      ...published,
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publications,
    };
  }
  return { ...(await liveStatement(db, orgId, access.owner, period)), publications };
}

/** The statement computed from today's data (not published: no version). */
async function liveStatement(
  db: DbOrTx,
  orgId: string,
  owner: repo.OwnerRow,
  period: string,
): Promise<OwnerStatement> {
  const ownerId = owner.id;
  const data = await loadStatementData(db, orgId, ownerId, period);
  const figures = assembleStatement(data);

  const units = new Map<string, OwnerStatement['income']['units'][number]>();
  for (const row of figures.income) {
    const key = `${row.propertyId}|${row.unitLabel ?? ''}`;
    const unit = units.get(key) ?? {
      propertyId: row.propertyId ?? '',
      propertyName: row.propertyName,
      unitLabel: row.unitLabel,
      total: 0,
      lines: [],
    };
    unit.lines.push(toLine(row));
    unit.total += row.ownerAmount;
    units.set(key, unit);
  }
  const categories = new Map<ExpenseCategory, OwnerStatement['expenses']['categories'][number]>();
  for (const row of figures.expenses) {
    const category = row.category ?? 'other';
    const entry = categories.get(category) ?? { category, total: 0, lines: [] };
    entry.lines.push(toLine(row));
    entry.total += row.ownerAmount;
    categories.set(category, entry);
  }
  const reserves = data.owned.map((p) => ({
    propertyId: p.propertyId,
    propertyName: p.propertyName,
    amount: Math.round((p.reserve * p.shareBasisPoints) / 10_000),
  }));
  const reserveTotal = reserves.reduce((total, r) => total + r.amount, 0);
  const policy = data.policy;
  return {
    ownerId,
    ownerName: nameOf(owner),
    period,
    from: figures.from,
    to: figures.to,
    version: null,
    publishedAt: null,
    publications: [],
    openingBalance: figures.opening,
    income: { units: [...units.values()], total: figures.incomeTotal },
    expenses: { categories: [...categories.values()], total: figures.expensesTotal },
    fee: {
      policy: {
        kind: policy?.kind ?? 'none',
        percentBasisPoints: policy?.kind === 'percent' ? policy.percentBasisPoints : 0,
        minimumPerUnit: policy?.kind === 'percent' ? policy.minimumPerUnit : 0,
        flatMonthly: policy?.kind === 'flat' ? policy.flatMonthly : 0,
      },
      base: figures.incomeTotal,
      percentAmount: figures.fee.percentAmount,
      unitHundredths: figures.units,
      minimumAmount: figures.fee.minimumAmount,
      amount: figures.fee.amount,
    },
    contributions: { lines: figures.contributions.map(toLine), total: sum(figures.contributions) },
    distributions: { lines: figures.distributions.map(toLine), total: sum(figures.distributions) },
    reserve: { properties: reserves, total: reserveTotal },
    closingBalance: figures.closing,
    availableToDistribute: Math.max(0, figures.closing - reserveTotal),
  };
}

/** PUT /api/owners/:id/fee-policy ('none' removes it). */
export async function setFeePolicy(db: Db, actor: Actor, ownerId: string, body: FeePolicyBody) {
  requireAccess(actor, 'owner_money.write');
  return db.transaction(async (tx) => {
    const owner = await repo.findOwner(tx, actor.orgId, ownerId);
    if (!owner) throw ownerNotFound();
    const before = policyOf(await repo.findFeePolicy(tx, actor.orgId, ownerId));
    if (body.kind === 'none') await repo.deleteFeePolicy(tx, actor.orgId, ownerId);
    else {
      await repo.saveFeePolicy(tx, {
        ownerClientId: ownerId,
        orgId: actor.orgId,
        kind: body.kind,
        percentBasisPoints: body.kind === 'percent' ? body.percentBasisPoints : 0,
        minimumPerUnit: body.kind === 'percent' ? body.minimumPerUnit : 0,
        flatMonthly: body.kind === 'flat' ? body.flatMonthly : 0,
      });
    }
    const after = policyOf(await repo.findFeePolicy(tx, actor.orgId, ownerId));
    await recordAuditUpdate(tx, actor, {
      entityType: 'owner_fee_policy',
      entityId: ownerId,
      before: before ?? { kind: 'none' },
      after: after ?? { kind: 'none' },
    });
    return {
      kind: after?.kind ?? 'none',
      percentBasisPoints: after?.kind === 'percent' ? after.percentBasisPoints : 0,
      minimumPerUnit: after?.kind === 'percent' ? after.minimumPerUnit : 0,
      flatMonthly: after?.kind === 'flat' ? after.flatMonthly : 0,
    } as const;
  });
}

/** POST /api/owners/:id/transactions. */
export async function recordTransaction(
  db: Db,
  actor: Actor,
  ownerId: string,
  body: OwnerTransactionBody,
): Promise<OwnerTransaction> {
  requireAccess(actor, 'owner_money.write');
  return db.transaction(async (tx) => {
    const owner = await repo.findOwner(tx, actor.orgId, ownerId);
    if (!owner) throw ownerNotFound();
    const row = await repo.insertTransaction(tx, {
      orgId: actor.orgId,
      ownerClientId: ownerId,
      kind: body.kind,
      date: body.date,
      amount: body.amount,
      reference: body.reference,
      createdBy: actor.userId,
    });
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'owner_transaction',
      entityId: row.id,
      after: { ownerId, kind: row.kind, date: row.date, amount: row.amount, reference: row.reference },
    });
    return { id: row.id, kind: row.kind, date: row.date, amount: row.amount, reference: row.reference };
  });
}

/** PUT /api/properties/:id/reserve: the cash kept back for a property the actor may see. */
export async function setReserve(db: Db, actor: Actor, propertyId: string, amount: number) {
  requireAccess(actor, 'owner_money.write', { propertyId });
  return db.transaction(async (tx) => {
    const property = await properties.findOwnedProperty(tx, actor, propertyId);
    if (!property) throw new AppError('NOT_FOUND', 'Property not found');
    const before = await repo.findReserve(tx, actor.orgId, propertyId);
    await repo.saveReserve(tx, actor.orgId, propertyId, amount);
    await recordAuditUpdate(tx, actor, {
      entityType: 'property_reserve',
      entityId: propertyId,
      before: { amount: before ?? 0 },
      after: { amount },
    });
    return { propertyId, amount };
  });
}

/** What publishing needs to email the owner client: the outbox and the site's address. */
export interface StatementMail {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * POST /api/owners/:id/statements/:period/publish: the period's statement as it is now becomes a
 * new version (1, then 2… when published again), kept as published, shown in the owner's portal,
 * notified to their login and emailed to them in their language. Audited in the same transaction.
 */
export async function publishStatement(
  db: Db,
  actor: Actor,
  ownerId: string,
  period: string,
  mail?: StatementMail,
): Promise<OwnerStatement> {
  requireAccess(actor, 'statement.publish');
  const { statement, emailed } = await db.transaction(async (tx) => {
    const access = await readableOwner(tx, actor, ownerId);
    const live = await liveStatement(tx, actor.orgId, access.owner, period);
    const row = await repo.insertPublication(tx, {
      orgId: actor.orgId,
      ownerClientId: ownerId,
      period,
      snapshot: live,
      closingBalance: live.closingBalance,
      publishedBy: actor.userId,
    });
    if (!row)
      throw new AppError('CONFLICT', 'This statement was being published at the same time: try again', {
        key: 'errors:statement.publishConflict',
      });
    await recordAuditEvent(tx, actor, {
      action: 'publish',
      entityType: 'owner_statement',
      entityId: row.id,
      after: { ownerId, period, version: row.version, closingBalance: live.closingBalance },
    });
    const owner = access.owner;
    const lang: Language = owner.userId ? await notifications.localeOf(tx, owner.userId) : 'en';
    const month = formatPeriod(period, lang);
    const link = `/owner-portal/statements/${period}`;
    if (owner.userId) {
      await notifications.notify(tx, {
        userId: owner.userId,
        type: 'payment',
        ...(row.version > 1
          ? notificationText('statement-republished', { period, version: row.version })
          : notificationText('statement-published', { period })),
        link,
      });
    }
    let queued = false;
    if (mail && owner.email) {
      const organisation = await repo.findOrganisation(tx, actor.orgId);
      queued =
        (await mail.mailer.queue(tx, {
          orgId: actor.orgId,
          to: owner.email,
          template: 'owner-statement',
          locale: lang,
          data: {
            firstName: owner.firstName,
            organisationName: organisation?.name ?? '',
            period: month,
            version: row.version,
            url: `${mail.publicUrl}${link}`,
          },
        })) !== '';
    }
    const publications = (await repo.listPublications(tx, actor.orgId, ownerId, period)).map(toPublication);
    return {
      statement: {
        ...live,
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        publications,
      },
      emailed: queued,
    };
  });
  if (emailed) mail?.mailer.wake();
  return statement;
}

/** 'March 2026' / 'mars 2026'. */
export function formatPeriod(period: string, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/**
 * GET /api/owners/:id/statements: for a member, the last twelve months and every published period;
 * for the owner client, their published periods only. Newest first, each with its publications.
 */
export async function listStatements(
  db: DbOrTx,
  actor: Actor,
  ownerId: string,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<StatementList> {
  const access = await readableOwner(db, actor, ownerId);
  const rows = await repo.listPublications(db, access.actor.orgId, ownerId);
  const periods = new Map<string, StatementPublication[]>();
  if (!access.ownLogin) {
    let month = today.slice(0, 7);
    for (let i = 0; i < 12; i += 1) {
      periods.set(month, []);
      month = previousMonth(month);
    }
  }
  for (const row of rows) {
    const list = periods.get(row.period) ?? [];
    list.push(toPublication(row));
    periods.set(row.period, list);
  }
  return {
    ownerId,
    ownerName: nameOf(access.owner),
    periods: [...periods.entries()]
      .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
      .map(([period, publications]) => ({ period, publications })),
  };
}

/**
 * GET …/statements/:period.pdf and .csv: the statement the reader may read (as getStatement), the
 * language (asked for, else the reader's own), the organisation's currency and name.
 */
export async function statementDocument(
  db: DbOrTx,
  actor: Actor,
  ownerId: string,
  period: string,
  query: { version?: number; lang?: Language } = {},
  /** Where the organisation's logo is; without it the PDF has the name alone. */
  storage?: DocumentStorage,
): Promise<{
  statement: OwnerStatement;
  language: Language;
  currency: string;
  organisationName: string;
  logo: Buffer | null;
}> {
  requireAccess(actor, 'statement.read');
  const statement = await getStatement(db, actor, ownerId, period, { version: query.version });
  const [organisation, reader, brand] = await Promise.all([
    repo.findOrganisation(db, actor.orgId),
    query.lang ? undefined : profileOf(db, actor.userId),
    pdfBrand(db, storage, actor.orgId),
  ]);
  return {
    statement,
    language: query.lang ?? reader?.locale ?? 'en',
    currency: organisation?.currency ?? 'USD',
    organisationName: organisation?.name ?? '',
    logo: brand.logo,
  };
}
