import {
  allocatePayment,
  chargeStatus,
  type LeaseTerms,
  type RentChange,
} from '@rentwise/core/leases/ledger';
import type { Charge, Ledger, Payment, PaymentDue } from '@rentwise/core/leases/schemas';
import { receiptNumber } from '@rentwise/core/payments/receipt';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeKeyset, encodeKeyset, KEY_FORMATS } from '../../db/pagination';
import type { LeaseRow, PaymentRow } from '../../db/schema';
import type { Scope } from '../../db/scope';
import { scopeOf } from './lease-scope';
import * as repo from './ledger.repository';
import * as jobsRepo from './ledger-jobs.repository';

/**
 * The rent ledger (decision 013): charges, payments and their allocations are only ever
 * inserted, and a balance is a sum. The rules are pure functions in packages/core; this module
 * stores their results. Leases (charges due, late fees) and payments (money received, receipts)
 * call it; it calls neither, so their dependencies stay one-way.
 */

/** Today in UTC as YYYY-MM-DD: the ledger's clock (jobs and tests pass their own `asOf`). */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The terms the ledger charges by. A lease ended early (decision 022) ends on its move-out date:
 * its last period is prorated to it and nothing is charged after it.
 */
export function termsOf(lease: LeaseRow, rentChanges: RentChange[] = []): LeaseTerms {
  return {
    startDate: lease.startDate,
    endDate: lease.moveOutDate ?? lease.endDate,
    rentChanges,
    rentAmount: lease.rentAmount,
    depositAmount: lease.depositAmount,
    dueDay: lease.dueDay,
    graceDays: lease.graceDays,
    lateFee: lease.lateFee,
    chargesFrom: lease.chargesFrom,
  };
}

/** Locks the lease row: charge generation, settlement and payments of one lease run one at a time. */
export function lockLease(tx: DbOrTx, leaseId: string): Promise<void> {
  return repo.lockLease(tx, leaseId);
}

/**
 * Inserts the charges due by `asOf` that are not stored yet (a new or renewed lease), then
 * settles any credit: the rent-charges job's set-based statement for one lease (decision 027).
 * Safe to run any number of times (the unique index on lease, kind and period decides).
 */
export async function generateCharges(tx: DbOrTx, lease: LeaseRow, asOf: string): Promise<number> {
  await repo.lockLease(tx, lease.id);
  const inserted = await jobsRepo.insertRentCharges(tx, [lease.id], { asOf });
  if (inserted.length > 0) await settleLease(tx, lease.id);
  return inserted.length;
}

/** Once per period, a late fee on each rent charge still open after its grace period (decision 027). */
export async function chargeLateFees(tx: DbOrTx, lease: LeaseRow, asOf: string): Promise<number> {
  await repo.lockLease(tx, lease.id);
  const inserted = await jobsRepo.insertLateFees(tx, [lease.id], { asOf });
  if (inserted.length > 0) await settleLease(tx, lease.id);
  return inserted.length;
}

/**
 * Allocates what payments have not yet allocated (credit) to open charges, oldest first. Only
 * inserts allocation rows (the database's triggers add them to `charges.paid`, decision 013).
 * Call with the lease row locked.
 */
export async function settleLease(tx: DbOrTx, leaseId: string): Promise<void> {
  const payments = (await repo.listPayments(tx, leaseId)).filter((p) => p.unallocated > 0);
  if (payments.length === 0) return;
  const open = (await repo.listCharges(tx, leaseId)).map((c) => ({
    id: c.id,
    dueDate: c.dueDate,
    open: c.open,
  }));
  for (const payment of payments) {
    const { allocations } = allocatePayment(open, payment.unallocated);
    await repo.insertAllocations(tx, payment.id, allocations);
    for (const allocation of allocations) {
      const charge = open.find((c) => c.id === allocation.chargeId);
      if (charge) charge.open -= allocation.amount;
    }
  }
}

/** Stores a payment and allocates it (and any earlier credit). Call with the lease row locked. */
export async function recordPayment(
  tx: DbOrTx,
  values: Parameters<typeof repo.insertPayment>[1],
): Promise<PaymentRow> {
  const payment = await repo.insertPayment(tx, values);
  await settleLease(tx, values.leaseId);
  return payment;
}

export function toChargeDto(row: repo.ChargeWithOpen, graceDays: number, today: string): Charge {
  return {
    id: row.id,
    leaseId: row.leaseId,
    kind: row.kind,
    period: row.period,
    dueDate: row.dueDate,
    amount: row.amount,
    open: row.open,
    status: chargeStatus({ dueDate: row.dueDate, open: row.open }, graceDays, today),
  };
}

export function toPaymentDto(row: repo.PaymentWithUnallocated): Payment {
  return {
    id: row.id,
    leaseId: row.leaseId,
    tenantId: row.tenantId,
    amount: row.amount,
    method: row.method,
    receivedAt: new Date(row.receivedAt).toISOString(),
    reference: row.reference,
    provider: row.provider,
    receiptNumber: receiptNumber({ receivedAt: row.receivedAt, sequence: row.receiptNumber }),
    unallocated: row.unallocated,
    voided: row.voided,
    refunded: row.refunded,
  };
}

/** The stored rows of one lease's ledger, in the ledger's order. The caller checks access. */
export async function ledgerRows(db: DbOrTx, leaseId: string) {
  const charges = await repo.listCharges(db, leaseId);
  const payments = await repo.listPayments(db, leaseId);
  const allocations = await repo.listAllocations(db, leaseId);
  return { charges, payments, allocations };
}

/**
 * Charges, payments, allocations and balance = charges − payments + refunds; a voided payment
 * stays listed, marked, and counts for nothing. The caller checks access.
 */
export async function readLedger(
  db: DbOrTx,
  lease: { id: string; graceDays: number },
  today: string,
): Promise<Ledger> {
  const { charges, payments, allocations } = await ledgerRows(db, lease.id);
  const charged = charges.reduce((sum, c) => sum + c.amount, 0);
  const paid = payments.reduce((sum, p) => sum + (p.voided ? 0 : p.amount - p.refunded), 0);
  return {
    charges: charges.map((row) => toChargeDto(row, lease.graceDays, today)),
    payments: payments.map(toPaymentDto),
    allocations,
    balance: charged - paid,
  };
}

/** A lease's charges with what is still open on each. The caller checks access. */
export function chargesOf(db: DbOrTx, leaseId: string): Promise<repo.ChargeWithOpen[]> {
  return repo.listCharges(db, leaseId);
}

/** What a lease's payments have not yet allocated to a charge. The caller checks access. */
export async function creditOf(db: DbOrTx, leaseId: string): Promise<number> {
  const payments = await repo.listPayments(db, leaseId);
  return payments.reduce((sum, p) => sum + p.unallocated, 0);
}

/** A payment by id, unscoped: the caller checks that the actor may see its lease. */
export function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  return repo.findPayment(db, id);
}

/** Open amounts of the owner's charges split by status as of a date (for the dashboard). */
export function openAmounts(db: DbOrTx, scope: Scope, asOf: string) {
  return repo.openAmounts(db, scope, asOf);
}

/** GET /api/payments: what each lease owes, per charge, with Paid / Pending / Overdue. */
export async function listPaymentsDue(
  db: Db,
  actor: Actor,
  query: {
    limit: number;
    cursor?: string;
    status?: 'paid' | 'pending' | 'overdue' | 'open';
    leaseId?: string;
  },
  today = todayIso(),
): Promise<{ items: PaymentDue[]; nextCursor: string | null }> {
  requireAccess(actor, 'ledger.read');
  const rows = await repo.listPaymentsDue(db, scopeOf(actor), {
    asOf: today,
    limit: query.limit,
    status: query.status,
    leaseId: query.leaseId,
    cursor: dueCursor(query.cursor),
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      ...toChargeDto(row, row.graceDays, today),
      tenantId: row.tenantId,
      tenantName: `${row.tenantFirstName} ${row.tenantLastName}`,
      propertyAddress: row.propertyAddress,
      unitLabel: row.unitLabel,
    })),
    nextCursor: hasMore && last ? encodeKeyset(last.dueDate, last.id) : null,
  };
}

/** The payments-due list's cursor: the last charge's due date and id (db/pagination.ts). */
function dueCursor(cursor: string | undefined): { dueDate: string; id: string } | undefined {
  const keyset = decodeKeyset(cursor, KEY_FORMATS.date);
  return keyset && { dueDate: keyset.key, id: keyset.id };
}
