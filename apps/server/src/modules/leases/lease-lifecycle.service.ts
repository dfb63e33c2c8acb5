import { AppError } from '@rentwise/core/errors';
import { rentInForce } from '@rentwise/core/leases/ledger';
import { moveOutProblem, renewalStartDate } from '@rentwise/core/leases/lifecycle';
import type {
  EndLeaseBody,
  LeaseLifecycle,
  LeaseTermDefaults,
  RenewLeaseBody,
  RentChangeBody,
  RentChangeDto,
  UpdateDraftLeaseBody,
} from '@rentwise/core/leases/lifecycle-schemas';
import type { Lease } from '@rentwise/core/leases/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import type { LeaseRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import { scopeOf } from '../ledger/lease-scope';
import * as ledger from '../ledger/ledger.service';
import * as lifecycle from '../ledger/ledger-lifecycle.service';
import { notificationText } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import * as organisations from '../organisations/organisations.service';
import * as lifecycleRepo from './lease-lifecycle.repository';
import * as repo from './leases.repository';
import { assertLeaseStart, auditedLease, getLease } from './leases.service';

/**
 * The lease lifecycle (issue 18 items 3 and 4, decision 022): a draft's terms, ending a lease on
 * its move-out date, renewing it, scheduling rent changes. Each checks `lease.write` on the
 * lease's property; another organisation's lease is a 404.
 */

const notFound = () => new AppError('NOT_FOUND', 'Lease not found');

const MOVE_OUT_MESSAGES = {
  beforeStart: 'The move-out date cannot be before the lease starts',
  afterEnd: 'The move-out date is after the lease ends; renew the lease instead',
  inFuture: 'The move-out date cannot be in the future; end the lease once the tenant has left',
  tooFarBack: 'The move-out date cannot be more than one month in the past',
} as const;

const MOVE_OUT_KEYS = {
  beforeStart: 'validation:lease.moveOutBeforeStart',
  afterEnd: 'validation:lease.moveOutAfterEnd',
  inFuture: 'validation:lease.moveOutInFuture',
  tooFarBack: 'validation:lease.moveOutTooFarBack',
} as const;

/** The lease row, locked, after the access check: 404 for another organisation's or an unseen property's. */
async function writableLease(tx: DbOrTx, actor: MemberActor, id: string): Promise<LeaseRow> {
  await ledger.lockLease(tx, id);
  const lease = await lifecycleRepo.findLeaseRow(tx, actor.orgId, id);
  if (!lease) throw notFound();
  requireAccess(actor, 'lease.write', { propertyId: lease.propertyId });
  return lease;
}

/** GET /api/leases/defaults: the organisation's default terms, for Create Lease. */
export async function leaseTermDefaults(db: DbOrTx, actor: Actor): Promise<LeaseTermDefaults> {
  requireAccess(actor, 'lease.write');
  return organisations.leaseDefaultsOf(db, actor.orgId);
}

/** PATCH /api/leases/:id: a draft's dates and terms; an active or ended lease → 409. */
export async function updateDraftLease(
  db: Db,
  actor: Actor,
  id: string,
  { existingLease, ...body }: UpdateDraftLeaseBody,
  asOf?: string,
): Promise<Lease> {
  requireAccess(actor, 'lease.write');
  const today = asOf ?? (await organisations.todayOf(db, actor.orgId));
  // A start moved before today is an existing lease, said so, as on creation (issue 24 item 5).
  if (body.startDate) assertLeaseStart({ startDate: body.startDate, existingLease }, today);
  await db.transaction(async (tx) => {
    const lease = await writableLease(tx, actor, id);
    if (lease.status !== 'draft') {
      throw new AppError(
        'CONFLICT',
        'Only a draft lease can be edited; end, renew or schedule a rent change for an active lease',
        { key: 'errors:lease.onlyDraftEdited' },
      );
    }
    const startDate = body.startDate ?? lease.startDate;
    const endDate = body.endDate ?? lease.endDate;
    if (endDate <= startDate) {
      throw new AppError('VALIDATION_FAILED', 'The end date must be after the start date', {
        details: { endDate: 'validation:lease.endAfterStart' },
      });
    }
    await lifecycleRepo.updateDraft(tx, id, body);
    const updated = await lifecycleRepo.findLeaseRow(tx, actor.orgId, id);
    if (updated) {
      await recordAuditUpdate(tx, actor, {
        entityType: 'lease',
        entityId: id,
        before: auditedLease(lease),
        after: auditedLease(updated),
      });
    }
  });
  return getLease(db, actor, id, today);
}

/**
 * POST /api/leases/:id/end: the lease ends on the move-out date — its last period prorated by
 * day, nothing charged after it (what was already charged beyond it comes back as a credit), the
 * lease 'ended', the unit vacant, the tenant told. Only an active lease (409 otherwise).
 */
export async function endLease(
  db: Db,
  actor: Actor,
  id: string,
  body: EndLeaseBody,
  today = ledger.todayIso(),
  mail?: LeaseMail,
): Promise<Lease> {
  requireAccess(actor, 'lease.write');
  const emailed = await db.transaction(async (tx) => {
    const lease = await writableLease(tx, actor, id);
    if (lease.status !== 'active')
      throw new AppError('CONFLICT', 'Only an active lease can be ended', {
        key: 'errors:lease.onlyActiveEnded',
      });
    // The tenant stays on under the renewal: ending this lease early would move them out of it.
    if (await lifecycleRepo.findRenewalOf(tx, actor.orgId, id)) {
      throw new AppError('CONFLICT', 'This lease has a renewal; the tenant stays on under it', {
        key: 'errors:lease.hasRenewal',
      });
    }
    const problem = moveOutProblem(lease, body.moveOutDate, today);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', MOVE_OUT_MESSAGES[problem], {
        details: { moveOutDate: MOVE_OUT_KEYS[problem] },
      });
    }
    const ended = await lifecycleRepo.markEnded(tx, id, {
      moveOutDate: body.moveOutDate,
      endReason: body.reason,
      endedBy: actor.userId,
    });
    if (!ended)
      throw new AppError('CONFLICT', 'Only an active lease can be ended', {
        key: 'errors:lease.onlyActiveEnded',
      });
    await recordAuditEvent(tx, actor, {
      action: 'end',
      entityType: 'lease',
      entityId: id,
      before: { status: lease.status },
      after: { status: ended.status, moveOutDate: body.moveOutDate, endReason: body.reason },
    });
    await lifecycle.closeLedgerAtMoveOut(tx, ended, { by: actor.userId, at: new Date() });
    await lifecycleRepo.vacateUnit(tx, ended.tenantId, ended.unitId);
    const place = await repo.findLease(tx, scopeOf(actor), id);
    const tenantUserId = await notifications.accountOfTenant(tx, ended.tenantId);
    if (tenantUserId && place) {
      await notifications.notify(tx, {
        userId: tenantUserId,
        type: 'lease',
        ...notificationText('lease-ended', { address: place.propertyAddress, moveOut: body.moveOutDate }),
        link: '/tenant-dashboard',
      });
    }
    const tenant = await repo.findOwnedTenant(tx, actor, ended.tenantId);
    if (!mail || !tenant?.email || !place) return false;
    const lang = tenantUserId ? await notifications.localeOf(tx, tenantUserId) : 'en';
    await mail.mailer.queue(tx, {
      orgId: actor.orgId,
      to: tenant.email,
      template: 'lease-ended',
      locale: lang,
      data: {
        firstName: tenant.firstName,
        address: place.propertyAddress,
        moveOut: notifications.formatDay(body.moveOutDate, lang),
        url: `${mail.publicUrl}/tenant-dashboard`,
      },
    });
    return true;
  });
  if (emailed) mail?.mailer.wake();
  return getLease(db, actor, id, today);
}

/** What the services that email the tenant need (the outbox mailer and the site's address). */
export interface LeaseMail {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * POST /api/leases/:id/renew: a new active lease for the same tenant and unit, linked to this one,
 * from the day after its end (400 otherwise), with the same terms and the given rent. The
 * deposit held moves to it; the old lease's open balance stays payable on the old lease
 * (decision 022). A lease ended early, or already renewed → 409.
 */
export async function renewLease(
  db: Db,
  actor: Actor,
  id: string,
  body: RenewLeaseBody,
  today = ledger.todayIso(),
): Promise<Lease> {
  requireAccess(actor, 'lease.write');
  const newId = await db.transaction(async (tx) => {
    const lease = await writableLease(tx, actor, id);
    const renewal = await renewLockedLease(tx, actor, actor.userId, lease, body, today);
    return renewal.id;
  });
  return getLease(db, actor, newId, today);
}

/**
 * A renewal the system makes inside the caller's transaction (modules/renewals: a renewal offer
 * whose addendum everyone has signed): the lease locked and read in its organisation, then the
 * same checks and writes as POST /api/leases/:id/renew, recorded for the member `by`.
 */
export async function renewLeaseAsSystem(
  tx: DbOrTx,
  orgId: string,
  leaseId: string,
  by: string,
  body: RenewLeaseBody,
  today: string,
): Promise<LeaseRow> {
  await ledger.lockLease(tx, leaseId);
  const lease = await lifecycleRepo.findLeaseRow(tx, orgId, leaseId);
  if (!lease) throw notFound();
  return renewLockedLease(tx, null, by, lease, body, today);
}

/**
 * The renewal itself, inside the caller's transaction, on a lease row the caller has locked
 * (`ledger.lockLease`) and authorised: the checks above, the new active lease, the deposit carried
 * over, its charges and the audit event. `actor` null = the system (a renewal offer whose addendum
 * everyone has signed, modules/renewals); `by` is the member the new lease is recorded for.
 */
export async function renewLockedLease(
  tx: DbOrTx,
  actor: Actor | null,
  by: string,
  lease: LeaseRow,
  body: RenewLeaseBody,
  today: string,
): Promise<LeaseRow> {
  if (lease.status === 'draft')
    throw new AppError('CONFLICT', 'A draft lease cannot be renewed; activate it first', {
      key: 'errors:lease.draftNotRenewable',
    });
  if (lease.moveOutDate)
    throw new AppError('CONFLICT', 'This lease was ended at move-out; it cannot be renewed', {
      key: 'errors:lease.endedNotRenewable',
    });
  if (await lifecycleRepo.findRenewalOf(tx, lease.orgId, lease.id))
    throw new AppError('CONFLICT', 'This lease is already renewed', { key: 'errors:lease.alreadyRenewed' });
  const expected = renewalStartDate(lease);
  if (body.startDate !== expected) {
    throw new AppError(
      'VALIDATION_FAILED',
      `A renewal starts the day after the current lease ends (${expected})`,
      {
        details: { startDate: 'validation:lease.renewalStart' },
      },
    );
  }
  const renewal = await repo.insertLease(tx, {
    orgId: lease.orgId,
    ownerId: by,
    propertyId: lease.propertyId,
    unitId: lease.unitId,
    tenantId: lease.tenantId,
    startDate: body.startDate,
    endDate: body.endDate,
    rentAmount: body.rentAmount,
    depositAmount: lease.depositAmount,
    dueDay: lease.dueDay,
    graceDays: lease.graceDays,
    lateFee: lease.lateFee,
    status: 'active',
    recordedOn: today,
    renewedFromLeaseId: lease.id,
  });
  await lifecycle.carryDepositOver(tx, lease, renewal, { by, at: new Date() });
  await ledger.generateCharges(tx, renewal, today);
  await recordAuditEvent(tx, actor, {
    orgId: lease.orgId,
    action: 'renew',
    entityType: 'lease',
    entityId: lease.id,
    before: { endDate: lease.endDate, rentAmount: lease.rentAmount },
    after: {
      renewalLeaseId: renewal.id,
      startDate: renewal.startDate,
      endDate: renewal.endDate,
      rentAmount: renewal.rentAmount,
    },
  });
  return renewal;
}

/** POST /api/leases/:id/rent-changes: schedules a change on an active lease; the list back. */
export async function scheduleRentChange(
  db: Db,
  actor: Actor,
  id: string,
  body: RentChangeBody,
): Promise<RentChangeDto[]> {
  requireAccess(actor, 'lease.write');
  await db.transaction(async (tx) => {
    const lease = await writableLease(tx, actor, id);
    if (lease.status !== 'active')
      throw new AppError('CONFLICT', 'Rent changes apply to an active lease only', {
        key: 'errors:lease.rentChangeActiveOnly',
      });
    await lifecycle.scheduleRentChange(tx, lease, { ...body, by: actor.userId });
    await recordAuditEvent(tx, actor, {
      action: 'update',
      entityType: 'lease',
      entityId: id,
      before: { rentAmount: lease.rentAmount },
      after: { rentAmount: body.rentAmount, effectiveDate: body.effectiveDate },
    });
  });
  return (await lifecycle.rentChangesOf(db, id)).map(toRentChangeDto);
}

function toRentChangeDto(row: { id: string; effectiveDate: string; rentAmount: number; createdAt: Date }) {
  return {
    id: row.id,
    effectiveDate: row.effectiveDate,
    rentAmount: row.rentAmount,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** GET /api/leases/:id/lifecycle: move-out, renewal links, rent changes, deposit held, settlement. */
export async function getLeaseLifecycle(
  db: DbOrTx,
  actor: Actor,
  id: string,
  today = ledger.todayIso(),
): Promise<LeaseLifecycle> {
  const visible = await repo.findLease(db, scopeOf(actor), id);
  if (!visible) throw notFound();
  const lease = await lifecycleRepo.findLeaseRowById(db, visible.id);
  if (!lease) throw notFound();
  const changes = await lifecycle.rentChangesOf(db, id);
  const renewal = await lifecycleRepo.findRenewalOf(db, lease.orgId, id);
  const settlement = await lifecycle.settlementOf(db, id);
  const held = await lifecycle.depositHeld(db, id, {
    renewed: Boolean(renewal),
    settled: Boolean(settlement),
  });
  return {
    moveOutDate: lease.moveOutDate,
    endReason: lease.endReason,
    renewedFromLeaseId: lease.renewedFromLeaseId,
    renewedByLeaseId: renewal?.id ?? null,
    rentInForce: rentInForce({ rentAmount: lease.rentAmount, rentChanges: changes }, today),
    rentChanges: changes.map(toRentChangeDto),
    depositHeld: held,
    settlement: settlement && {
      id: settlement.id,
      leaseId: settlement.leaseId,
      settledOn: settlement.settledOn,
      depositHeld: settlement.depositHeld,
      openCharges: settlement.openCharges,
      deductionsTotal: settlement.deductionsTotal,
      refundDue: settlement.refundDue,
      balanceOwed: settlement.balanceOwed,
      documentId: settlement.documentId,
      deductions: settlement.deductions,
    },
  };
}
