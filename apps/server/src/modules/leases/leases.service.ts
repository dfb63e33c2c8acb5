import { AppError } from '@rentwise/core/errors';
import { EXPIRY_FLAG_ORDER, type LeaseExpiryList, leaseExpiryFlag } from '@rentwise/core/leases/expiry';
import { leaseDisplayStatus } from '@rentwise/core/leases/ledger';
import {
  type CreateLeaseBody,
  type Lease,
  type LeaseDisplayStatus,
  type Ledger,
  leaseStartIssue,
} from '@rentwise/core/leases/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/pagination';
import type { LeaseRow } from '../../db/schema';
import { recordAuditEvent } from '../audit/audit.service';
import { scopeOf } from '../ledger/lease-scope';
import * as ledger from '../ledger/ledger.service';
import { notificationText } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import * as organisations from '../organisations/organisations.service';
import * as properties from '../properties/properties.service';
import { assertTenantInUse } from '../tenants/tenants.service';
import * as repo from './leases.repository';

export const LEASE_DEFAULTS = { dueDay: 1, graceDays: 5, lateFee: 5000 } as const;

const notFound = () => new AppError('NOT_FOUND', 'Lease not found');

/** A lease's terms as the audit log shows them. */
export function auditedLease(lease: Omit<LeaseRow, 'orgId' | 'ownerId' | 'createdAt' | 'recordedOn'>) {
  const { propertyId, unitId, tenantId, startDate, endDate, rentAmount, depositAmount } = lease;
  const { dueDay, graceDays, lateFee, status } = lease;
  return {
    propertyId,
    unitId,
    tenantId,
    startDate,
    endDate,
    rentAmount,
    depositAmount,
    dueDay,
    graceDays,
    lateFee,
    status,
  };
}

export function toLeaseDto(row: repo.LeaseWithPlace, today: string): Lease {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyAddress: row.propertyAddress,
    unitId: row.unitId,
    unitLabel: row.unitLabel,
    tenantId: row.tenantId,
    tenantName: `${row.tenantFirstName} ${row.tenantLastName}`,
    startDate: row.startDate,
    endDate: row.endDate,
    rentAmount: row.rentAmount,
    depositAmount: row.depositAmount,
    dueDay: row.dueDay,
    graceDays: row.graceDays,
    lateFee: row.lateFee,
    status: row.status,
    displayStatus: leaseDisplayStatus(row, today),
    expiryFlag: leaseExpiryFlag(row, today),
    balance: Number(row.balance),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLeases(
  db: Db,
  actor: Actor,
  query: { limit: number; cursor?: string; search?: string; status?: LeaseDisplayStatus },
  today = ledger.todayIso(),
): Promise<{ items: Lease[]; nextCursor: string | null }> {
  // The display status is derived from dates, so it filters after the query; a page may then be
  // shorter than `limit` while `nextCursor` still leads on.
  requireAccess(actor, 'lease.read');
  const rows = await repo.listLeases(db, scopeOf(actor), {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    search: query.search || undefined,
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const items = page
    .map((row) => toLeaseDto(row, today))
    .filter((l) => !query.status || l.displayStatus === query.status);
  return { items, nextCursor: hasMore ? encodeCursor(page[page.length - 1]) : null };
}

/**
 * GET /api/leases/expiry-flags (lease.read): every flagged lease in scope (core leases/expiry.ts,
 * the definition the leases list uses too), past-end-and-occupied first, then by end date, with
 * the count per flag for the dashboard.
 */
export async function listExpiryFlags(
  db: Db,
  actor: Actor,
  today = ledger.todayIso(),
): Promise<LeaseExpiryList> {
  requireAccess(actor, 'lease.read');
  const counts: LeaseExpiryList['counts'] = {
    'past-end-occupied': 0,
    'ending-30': 0,
    'ending-60': 0,
    'ending-90': 0,
  };
  const items: LeaseExpiryList['items'] = [];
  for (const row of await repo.listExpiryCandidates(db, scopeOf(actor), today)) {
    const flag = leaseExpiryFlag(row, today);
    if (!flag) continue;
    counts[flag] += 1;
    items.push({
      leaseId: row.id,
      tenantName: `${row.tenantFirstName} ${row.tenantLastName}`,
      propertyAddress: row.propertyAddress,
      unitLabel: row.unitLabel,
      endDate: row.moveOutDate && row.moveOutDate < row.endDate ? row.moveOutDate : row.endDate,
      flag,
    });
  }
  items.sort(
    (a, b) => EXPIRY_FLAG_ORDER[a.flag] - EXPIRY_FLAG_ORDER[b.flag] || a.endDate.localeCompare(b.endDate),
  );
  return { items, counts };
}

export async function getLease(
  db: DbOrTx,
  actor: Actor,
  id: string,
  today = ledger.todayIso(),
): Promise<Lease> {
  requireAccess(actor, 'lease.read');
  const row = await repo.findLease(db, scopeOf(actor), id);
  if (!row) throw notFound();
  return toLeaseDto(row, today);
}

/**
 * The stored lease with its place and tenant, undefined when the actor may not see it: for the
 * payments module, which needs its owner and tenant ids and answers its own 404.
 */
export function findVisibleLease(
  db: DbOrTx,
  actor: Actor,
  id: string,
): Promise<repo.LeaseWithPlace | undefined> {
  return repo.findLease(db, scopeOf(actor), id);
}

/**
 * A start before the organisation's `today` is an existing lease, said so (issue 24 item 5): the
 * Create Lease dialog's rule (core leaseStartIssue), refused with the form's message under the
 * start date (VALIDATION_FAILED; the error's own text is errors:lease.startInPast, the same words).
 */
export function assertLeaseStart(value: { startDate: string; existingLease?: boolean }, today: string): void {
  const startIssue = leaseStartIssue(value, today);
  if (startIssue) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The start date is in the past: tick “This is an existing lease” to record a lease that has already started',
      { details: { startDate: startIssue }, key: 'errors:lease.startInPast' },
    );
  }
}

/**
 * Creates an active lease in one transaction: the property and tenant must be the owner's, the
 * unit free of any overlapping active lease; the tenant becomes active in that unit, and the
 * charges due so far are generated — so a lease onboarded with a past start date (which must say
 * `existingLease: true`, else a VALIDATION_FAILED on startDate) shows its deposit, prorated first
 * month and each later period. With `status: 'draft'` only the lease is stored (no charges, the
 * tenant and unit unchanged, no notification): `activateLease` does the rest, overlap check
 * included. Today is the organisation's (its time zone) unless `asOf` is given.
 */
export async function createLease(
  db: Db,
  actor: Actor,
  body: CreateLeaseBody,
  asOf?: string,
): Promise<Lease> {
  requireAccess(actor, 'lease.write');
  const today = asOf ?? (await organisations.todayOf(db, actor.orgId));
  assertLeaseStart(body, today);
  const id = await db.transaction(async (tx) => {
    const property = await properties.findOwnedProperty(tx, actor, body.propertyId);
    if (!property) {
      throw new AppError('VALIDATION_FAILED', 'Please select a valid property', {
        details: { propertyId: 'validation:lease.propertyInvalid' },
      });
    }
    const tenant = await repo.findOwnedTenant(tx, actor, body.tenantId);
    if (!tenant) {
      throw new AppError('VALIDATION_FAILED', 'Please select a valid tenant', {
        details: { tenantId: 'validation:lease.tenantInvalid' },
      });
    }
    // Archived records keep their history and take nothing new (issue 18 item 1): 409.
    properties.assertPropertyInUse(property);
    assertTenantInUse(tenant);
    const unitId = await chooseUnit(tx, actor, body, tenant);
    const draft = body.status === 'draft';
    if (!draft) await assertUnitFree(tx, unitId, body.startDate, body.endDate);
    const orgDefaults = await organisations.leaseDefaultsOf(tx, actor.orgId);
    const lease = await repo.insertLease(tx, {
      orgId: actor.orgId,
      ownerId: actor.userId,
      propertyId: body.propertyId,
      unitId,
      tenantId: tenant.id,
      startDate: body.startDate,
      endDate: body.endDate,
      rentAmount: body.rentAmount,
      // Spec: the security deposit equals one month's rent unless the owner says otherwise.
      depositAmount: body.depositAmount ?? body.rentAmount,
      // Terms not given are the organisation's defaults (issue 18 item 3).
      dueDay: body.dueDay ?? orgDefaults.dueDay,
      graceDays: body.graceDays ?? orgDefaults.graceDays,
      lateFee: body.lateFee ?? orgDefaults.lateFee,
      status: draft ? 'draft' : 'active',
      recordedOn: today,
    });
    if (!draft) await moveIn(tx, lease, property.address, today);
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'lease',
      entityId: lease.id,
      after: auditedLease(lease),
    });
    return lease.id;
  });
  return getLease(db, actor, id, today);
}

/** Call with the unit locked: an overlapping active lease on the unit is a LEASE_OVERLAP (409). */
async function assertUnitFree(tx: DbOrTx, unitId: string, startDate: string, endDate: string) {
  await repo.lockUnit(tx, unitId);
  const overlap = await repo.findOverlappingActiveLease(tx, unitId, startDate, endDate);
  if (overlap) {
    throw new AppError(
      'LEASE_OVERLAP',
      `This unit already has an active lease from ${overlap.startDate} to ${overlap.endDate}.`,
      {
        details: { startDate: 'validation:lease.overlap' },
        key: 'errors:lease.overlap',
        params: { startDate: overlap.startDate, endDate: overlap.endDate },
      },
    );
  }
}

/**
 * What an active lease sets in motion: the tenant moves into the unit (occupied, tenant active),
 * the charges due so far are generated and the tenant is told.
 */
async function moveIn(tx: DbOrTx, lease: LeaseRow, address: string, today: string): Promise<void> {
  await repo.occupyUnit(tx, lease.tenantId, { propertyId: lease.propertyId, unitId: lease.unitId });
  await ledger.generateCharges(tx, lease, today);
  const tenantUserId = await notifications.accountOfTenant(tx, lease.tenantId);
  if (tenantUserId) {
    await notifications.notify(tx, {
      userId: tenantUserId,
      type: 'lease',
      ...notificationText('lease-created', { address, start: lease.startDate, end: lease.endDate }),
      link: '/tenant-dashboard',
    });
  }
}

/**
 * POST /api/leases/:id/activate: a draft becomes active as if created today — the same overlap
 * check (409 LEASE_OVERLAP), the tenant moves in, the charges due so far are generated, and late
 * fees count from today (`recorded_on`). Another owner's lease is a 404; a lease that is not a
 * draft, or a draft whose end date has passed, is a 409.
 */
export async function activateLease(
  db: Db,
  actor: Actor,
  id: string,
  today = ledger.todayIso(),
): Promise<Lease> {
  requireAccess(actor, 'lease.write');
  await db.transaction(async (tx) => {
    await ledger.lockLease(tx, id);
    const current = await repo.findLease(tx, actor, id);
    if (!current) throw notFound();
    if (current.status !== 'draft')
      throw new AppError('CONFLICT', 'Only a draft lease can be activated', {
        key: 'errors:lease.onlyDraftActivated',
      });
    if (current.endDate < today) {
      throw new AppError(
        'CONFLICT',
        `This draft ended on ${current.endDate}; it can no longer be activated.`,
        { key: 'errors:lease.draftExpired', params: { date: current.endDate } },
      );
    }
    if (current.unitId) await assertUnitFree(tx, current.unitId, current.startDate, current.endDate);
    const lease = await repo.activateDraft(tx, id, today);
    if (!lease)
      throw new AppError('CONFLICT', 'Only a draft lease can be activated', {
        key: 'errors:lease.onlyDraftActivated',
      });
    await moveIn(tx, lease, current.propertyAddress, today);
    await recordAuditEvent(tx, actor, {
      action: 'activate',
      entityType: 'lease',
      entityId: id,
      before: { status: current.status },
      after: { status: lease.status, recordedOn: lease.recordedOn },
    });
  });
  return getLease(db, actor, id, today);
}

/** DELETE /api/leases/:id: only a draft (it has no ledger); another owner's lease is a 404. */
export async function deleteDraftLease(db: Db, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, 'lease.write');
  await db.transaction(async (tx) => {
    await ledger.lockLease(tx, id);
    const current = await repo.findLease(tx, actor, id);
    if (!current) throw notFound();
    if (!(await repo.deleteDraft(tx, id))) {
      throw new AppError('CONFLICT', 'Only a draft lease can be deleted; an active lease keeps its ledger.', {
        key: 'errors:lease.onlyDraftDeleted',
      });
    }
    await recordAuditEvent(tx, actor, {
      action: 'delete',
      entityType: 'lease',
      entityId: id,
      before: auditedLease(current),
    });
  });
}

async function chooseUnit(
  tx: DbOrTx,
  actor: MemberActor,
  body: CreateLeaseBody,
  tenant: { id: string; propertyId: string; unitId: string | null },
): Promise<string> {
  if (body.unitId) {
    const unit = await properties.findOwnedUnit(tx, actor, body.unitId);
    if (!unit || unit.propertyId !== body.propertyId) {
      throw new AppError('VALIDATION_FAILED', 'Please select a unit of this property', {
        details: { unitId: 'validation:tenant.unitInvalid' },
      });
    }
    return unit.id;
  }
  // The tenant's own unit when they already live in this property, else its first free unit.
  if (tenant.propertyId === body.propertyId && tenant.unitId) return tenant.unitId;
  const vacant = await repo.findVacantUnit(tx, body.propertyId, tenant.id);
  if (!vacant) {
    throw new AppError('LEASE_OVERLAP', 'This property has no vacant unit for a new lease.', {
      details: { propertyId: 'validation:lease.noVacantUnit' },
      key: 'errors:lease.noVacantUnit',
    });
  }
  return vacant.id;
}

/** GET /api/leases/:id/ledger: charges, payments, allocations and balance = charges − payments. */
export async function getLedger(
  db: DbOrTx,
  actor: Actor,
  id: string,
  today = ledger.todayIso(),
): Promise<Ledger> {
  requireAccess(actor, 'ledger.read');
  const lease = await repo.findLease(db, scopeOf(actor), id);
  if (!lease) throw notFound();
  return ledger.readLedger(db, lease, today);
}

/**
 * For the owner portal's rent roll (modules/owner-clients): the actor's active leases, each with
 * its balance as the leases list reads it (the ledger's sum), at most 500. The caller checks
 * access ('ledger.read'); a member limited to some properties (an owner client) sees only theirs.
 */
export async function activeLeasesWithBalance(
  db: DbOrTx,
  actor: MemberActor,
  today = ledger.todayIso(),
): Promise<Lease[]> {
  const rows = await repo.listLeases(db, scopeOf(actor), { limit: 500 });
  return rows.map((row) => toLeaseDto(row, today)).filter((lease) => lease.status === 'active');
}
