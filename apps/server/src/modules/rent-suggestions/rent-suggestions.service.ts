import { AppError } from '@rentwise/core/errors';
import {
  type PutRentIndexBody,
  periodOf,
  periodStart,
  type RentIndexSeries,
  type RentSuggestion,
} from '@rentwise/core/rent-suggestions/schemas';
import { suggestFromComparables } from '@rentwise/core/rent-suggestions/suggest';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import type { Scope } from '../../db/scope';
import { recordAuditUpdate } from '../audit/audit.service';
import { todayIso } from '../ledger/ledger.service';
import * as repo from './rent-suggestions.repository';

/**
 * Rent suggestions (issue 22 item 3): what comparable leases of the organisation say a unit would
 * let for, with the evidence (the comparables and each adjustment). Read-only advice: nothing here
 * writes a rent anywhere.
 */

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Days the unit has stood empty on `asOf`: 0 while occupied, else since its last lease ended (or it was added). */
export function daysVacantOf(subject: repo.SuggestionSubjectRow, asOf: string): number {
  if (subject.occupied) return 0;
  return Math.max(0, daysBetween(subject.lastEnd ?? subject.createdOn, asOf));
}

/**
 * The suggestion for a unit of `scope` as of `asOf`, without the access check (the route's
 * service function checks it; the backtest calls this with the whole organisation). Undefined
 * when the unit is not in scope.
 */
export async function computeSuggestion(
  db: DbOrTx,
  scope: Scope,
  unitId: string,
  asOf: string,
  options: { excludeLeaseId?: string } = {},
): Promise<RentSuggestion | undefined> {
  const subject = await repo.findSubject(db, scope, unitId, asOf);
  if (!subject) return undefined;
  const [comparables, latestIndex] = await Promise.all([
    repo.findComparables(db, scope, subject, asOf, options),
    repo.findLatestIndexPeriod(db, scope.orgId, asOf),
  ]);
  const daysVacant = daysVacantOf(subject, asOf);
  const figures = suggestFromComparables({ areaM2: subject.areaM2, daysVacant }, comparables);
  const indexed = comparables.some((c) => c.indexFactor !== null);
  return {
    unitId,
    ...figures,
    comparables: comparables.map((c) => ({
      unitId: c.unitId,
      rent: c.rent,
      startDate: c.startDate,
      similarity: c.similarity,
      unitLabel: c.unitLabel,
      propertyId: c.propertyId,
      propertyName: c.propertyName,
      bedrooms: c.bedrooms,
      areaM2: c.areaM2,
    })),
    daysVacant,
    indexUsed:
      indexed && latestIndex
        ? { index: latestIndex.index, period: periodOf(latestIndex.index, latestIndex.periodStart) }
        : null,
    criteria: {
      city: subject.city,
      propertyType: subject.propertyType,
      missingAttributes: (['bedrooms', 'bathrooms', 'areaM2'] as const).filter(
        (key) => subject[key] === null,
      ),
    },
  };
}

/** GET /api/units/:id/rent-suggestion (property.read): another organisation's or property's unit → 404. */
export async function getRentSuggestion(db: Db, actor: Actor, unitId: string): Promise<RentSuggestion> {
  requireAccess(actor, 'property.read');
  const suggestion = await computeSuggestion(db, actor, unitId, todayIso());
  if (!suggestion) throw new AppError('NOT_FOUND', 'Unit not found');
  return suggestion;
}

async function seriesOf(db: DbOrTx, orgId: string): Promise<RentIndexSeries> {
  const rows = await repo.listRentIndex(db, orgId);
  if (rows.length === 0) return { index: null, values: [] };
  const index = rows[0].index;
  return {
    index,
    values: rows.map((row) => ({ period: periodOf(index, row.periodStart), value: row.value })),
  };
}

/** GET /api/org/rent-indices (org.read): the organisation's rent index, oldest period first. */
export async function getRentIndex(db: Db, actor: Actor): Promise<RentIndexSeries> {
  requireAccess(actor, 'org.read');
  return seriesOf(db, actor.orgId);
}

/** The series as the audit log shows it: one text per field. */
const audited = (series: RentIndexSeries) => ({
  rentIndex: series.index,
  rentIndexValues: series.values.map((v) => `${v.period} ${v.value}`).join(', '),
});

/** PUT /api/org/rent-indices (org.update): replaces the series whole; audited as an organisation update. */
export async function putRentIndex(db: Db, actor: Actor, body: PutRentIndexBody): Promise<RentIndexSeries> {
  requireAccess(actor, 'org.update');
  return db.transaction(async (tx) => {
    const before = await seriesOf(tx, actor.orgId);
    await repo.replaceRentIndex(
      tx,
      actor.orgId,
      body.index,
      body.values.map((v) => ({ periodStart: periodStart(body.index, v.period) as string, value: v.value })),
    );
    const after = await seriesOf(tx, actor.orgId);
    await recordAuditUpdate(tx, actor, {
      entityType: 'organisation',
      entityId: actor.orgId,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
