import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@rentwise/core/errors';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOrganisations, ownerActor } from '../../../test/organisations';
import type { Database } from '../../db/client';
import { documents, outboundEmails, payments, tenants } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createOutboxTransport } from '../../mail/transport';
import { createLocalDiskStorage } from '../documents/storage';
import * as ledger from '../ledger/ledger.service';
import * as properties from '../properties/properties.service';
import { type SettlementDeps, settleDeposit } from './deposit-settlement.service';
import * as leaseJobs from './lease-jobs.service';
import * as lifecycle from './lease-lifecycle.service';
import * as service from './leases.service';

let database: Database;
let deps: SettlementDeps;
const owner = ownerActor();
const otherOwner = ownerActor();
const TODAY = '2026-11-22';

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** An active lease on a new one-unit property, created today (its charges due so far generated). */
async function newLease(terms: {
  startDate: string;
  endDate: string;
  rentAmount: number;
  depositAmount?: number;
}) {
  const property = await properties.createProperty(database.db, owner, {
    address: `${Math.floor(Math.random() * 900) + 100} Lifecycle Road`,
    propertyType: 'House',
    units: 1,
    monthlyRent: terms.rentAmount,
  });
  const [tenant] = await database.db
    .insert(tenants)
    .values({
      orgId: owner.orgId,
      ownerId: owner.userId,
      firstName: 'Mona',
      lastName: 'Mover',
      email: `${randomUUID()}@x.test`,
      phone: '5550002222',
      propertyId: property.id,
      status: 'pending',
    })
    .returning();
  return service.createLease(
    database.db,
    owner,
    { propertyId: property.id, tenantId: tenant.id, existingLease: true, ...terms },
    TODAY,
  );
}

/** Money received on a lease (allocated oldest first, the deposit before the rent). */
async function pay(leaseId: string, tenantId: string, amount: number) {
  await database.db.transaction(async (tx) => {
    await ledger.lockLease(tx, leaseId);
    await ledger.recordPayment(tx, {
      leaseId,
      tenantId,
      amount,
      method: 'cash',
      receivedAt: new Date(`${TODAY}T12:00:00Z`),
      recordedBy: owner.userId,
    });
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrganisations(database.db, owner, otherOwner);
  const mailer = createMailer({
    db: database.db,
    transport: createOutboxTransport(),
    from: 'Rentwise <no-reply@rentwise.test>',
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  });
  const storage = createLocalDiskStorage(
    path.join(await mkdtemp(path.join(tmpdir(), 'rw-lifecycle-')), 'uploads'),
  );
  deps = { db: database.db, storage, mailer, publicUrl: 'https://rentwise.test' };
});
afterAll(() => database.close());

describe('ending a lease at move-out', () => {
  it('prorates the last period by day, charges nothing after the move-out, ends the lease and frees the unit', async () => {
    const lease = await newLease({ startDate: '2026-09-01', endDate: '2027-08-31', rentAmount: 150000 });
    // Sep, Oct and Nov were charged in full (Nov on the 1st) before the tenant left on Nov 15.
    const ended = await lifecycle.endLease(
      database.db,
      owner,
      lease.id,
      { moveOutDate: '2026-11-15', reason: 'Job abroad' },
      TODAY,
      { mailer: deps.mailer, publicUrl: deps.publicUrl },
    );
    expect(ended.status).toBe('ended');
    const ledgerView = await service.getLedger(database.db, owner, lease.id, TODAY);
    // November: 15 of its 30 days = $750.00; the $750.00 billed beyond the move-out comes back as a credit.
    const credit = ledgerView.payments.find((p) => p.method === 'credit');
    expect(credit?.amount).toBe(75000);
    expect(ledgerView.balance).toBe(150000 + 3 * 150000 - 75000);
    // The rent-charge job, months later, charges nothing more.
    await leaseJobs.runRentCharges(database.db, '2027-02-02');
    const later = await service.getLedger(database.db, owner, lease.id, '2027-02-02');
    expect(later.charges.length).toBe(ledgerView.charges.length);
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.id, lease.tenantId));
    expect(tenant).toMatchObject({ status: 'former', unitId: null });
    // The tenant is told by email too, in their language.
    const sent = await database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, tenant.email));
    expect(sent.map((email) => email.subject)).toEqual([`Your lease for ${ended.propertyAddress} has ended`]);
    const view = await lifecycle.getLeaseLifecycle(database.db, owner, lease.id, TODAY);
    expect(view).toMatchObject({ moveOutDate: '2026-11-15', endReason: 'Job abroad' });
    // Once only.
    expect(
      (
        await errorOf(
          lifecycle.endLease(database.db, owner, lease.id, { moveOutDate: '2026-11-15', reason: 'x' }, TODAY),
        )
      ).code,
    ).toBe('CONFLICT');
  });

  it('a lease ended before its first due day in a month is charged only the days it ran', async () => {
    const lease = await newLease({
      startDate: '2026-10-01',
      endDate: '2027-09-30',
      rentAmount: 310000,
      depositAmount: 0,
    });
    await lifecycle.endLease(
      database.db,
      owner,
      lease.id,
      { moveOutDate: '2026-10-31', reason: 'Bought a house' },
      TODAY,
    );
    const view = await service.getLedger(database.db, owner, lease.id, TODAY);
    // October in full, November (already charged on the 1st) taken back entirely.
    expect(view.payments.find((p) => p.method === 'credit')?.amount).toBe(310000);
    expect(view.balance).toBe(310000);
  });

  it('refuses a move-out before the start, after the end, in the future or more than a month back', async () => {
    const lease = await newLease({ startDate: '2026-10-01', endDate: '2026-12-31', rentAmount: 100000 });
    const cases: [string, string][] = [
      ['2026-09-30', 'validation:lease.moveOutBeforeStart'],
      ['2027-01-05', 'validation:lease.moveOutAfterEnd'],
      ['2026-11-23', 'validation:lease.moveOutInFuture'],
      ['2026-10-21', 'validation:lease.moveOutTooFarBack'],
    ];
    for (const [moveOutDate, key] of cases) {
      const error = await errorOf(
        lifecycle.endLease(database.db, owner, lease.id, { moveOutDate, reason: 'x' }, TODAY),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details).toEqual({ moveOutDate: key });
    }
    expect(
      (
        await errorOf(
          lifecycle.endLease(database.db, otherOwner, lease.id, { moveOutDate: TODAY, reason: 'x' }, TODAY),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });
});

describe('rent changes', () => {
  it('charges periods due from the effective date the new rent, and refuses a date already charged', async () => {
    const lease = await newLease({ startDate: '2026-09-01', endDate: '2027-08-31', rentAmount: 150000 });
    const tooEarly = await errorOf(
      lifecycle.scheduleRentChange(database.db, owner, lease.id, {
        effectiveDate: '2026-11-01',
        rentAmount: 160000,
      }),
    );
    expect(tooEarly.details).toEqual({ effectiveDate: 'validation:lease.rentChangeTooEarly' });
    const list = await lifecycle.scheduleRentChange(database.db, owner, lease.id, {
      effectiveDate: '2027-01-01',
      rentAmount: 160000,
    });
    expect(list.map((c) => [c.effectiveDate, c.rentAmount])).toEqual([['2027-01-01', 160000]]);
    const again = await errorOf(
      lifecycle.scheduleRentChange(database.db, owner, lease.id, {
        effectiveDate: '2027-01-01',
        rentAmount: 170000,
      }),
    );
    expect(again.code).toBe('CONFLICT');
    await leaseJobs.runRentCharges(database.db, '2027-02-02');
    const view = await service.getLedger(database.db, owner, lease.id, '2027-02-02');
    expect(view.charges.filter((c) => c.kind === 'rent').map((c) => [c.period, c.amount])).toEqual([
      ['2026-09', 150000],
      ['2026-10', 150000],
      ['2026-11', 150000],
      ['2026-12', 150000],
      ['2027-01', 160000],
      ['2027-02', 160000],
    ]);
    const state = await lifecycle.getLeaseLifecycle(database.db, owner, lease.id, '2027-02-02');
    expect(state.rentInForce).toBe(160000);
  });
});

describe('renewing a lease', () => {
  it('links the new lease, starts it the day after, and carries the deposit held over', async () => {
    const lease = await newLease({ startDate: '2026-01-01', endDate: '2026-12-31', rentAmount: 150000 });
    await pay(lease.id, lease.tenantId, 150000); // the deposit
    const wrongStart = await errorOf(
      lifecycle.renewLease(
        database.db,
        owner,
        lease.id,
        { startDate: '2027-01-02', endDate: '2027-12-31', rentAmount: 155000 },
        TODAY,
      ),
    );
    expect(wrongStart.details).toEqual({ startDate: 'validation:lease.renewalStart' });
    const renewal = await lifecycle.renewLease(
      database.db,
      owner,
      lease.id,
      { startDate: '2027-01-01', endDate: '2027-12-31', rentAmount: 155000 },
      TODAY,
    );
    expect(renewal).toMatchObject({
      startDate: '2027-01-01',
      rentAmount: 155000,
      depositAmount: 150000,
      status: 'active',
    });
    const again = await errorOf(
      lifecycle.renewLease(
        database.db,
        owner,
        lease.id,
        { startDate: '2027-01-01', endDate: '2027-12-31', rentAmount: 1 },
        TODAY,
      ),
    );
    expect(again.code).toBe('CONFLICT');
    // The tenant stays on under the renewal: the renewed lease cannot be ended early.
    const endRenewed = await errorOf(
      lifecycle.endLease(database.db, owner, lease.id, { moveOutDate: TODAY, reason: 'x' }, TODAY),
    );
    expect(endRenewed.code).toBe('CONFLICT');
    const oldState = await lifecycle.getLeaseLifecycle(database.db, owner, lease.id, TODAY);
    expect(oldState).toMatchObject({ renewedByLeaseId: renewal.id, depositHeld: 0 });
    // The old lease's open rent stays payable there.
    const oldLedger = await service.getLedger(database.db, owner, lease.id, TODAY);
    expect(oldLedger.balance).toBe(11 * 150000);
    await leaseJobs.runRentCharges(database.db, '2027-01-02');
    const newLedger = await service.getLedger(database.db, owner, renewal.id, '2027-01-02');
    const deposit = newLedger.charges.find((c) => c.kind === 'deposit');
    expect(deposit).toMatchObject({ amount: 150000, open: 0 });
    expect(newLedger.balance).toBe(155000);
    const newState = await lifecycle.getLeaseLifecycle(database.db, owner, renewal.id, '2027-01-02');
    expect(newState).toMatchObject({ renewedFromLeaseId: lease.id, depositHeld: 150000 });
  });
});

describe('settling the deposit', () => {
  it('deposit ≥ what is owed: the deductions are paid and the rest is the refund due', async () => {
    const lease = await newLease({ startDate: '2026-10-01', endDate: '2027-09-30', rentAmount: 100000 });
    await pay(lease.id, lease.tenantId, 300000); // deposit, October, November
    await expect(
      errorOf(settleDeposit(deps, owner, lease.id, { deductions: [] }, TODAY)),
    ).resolves.toMatchObject({ code: 'CONFLICT' });
    await lifecycle.endLease(
      database.db,
      owner,
      lease.id,
      { moveOutDate: '2026-11-15', reason: 'Moving' },
      TODAY,
    );
    const settlement = await settleDeposit(
      deps,
      owner,
      lease.id,
      {
        deductions: [
          { description: 'Carpet cleaning', amount: 20000 },
          { description: 'Lost keys', amount: 10000 },
        ],
      },
      TODAY,
    );
    // Held $1,000 + the November credit $500 − deductions $300 = $1,200 back to the tenant.
    expect(settlement).toMatchObject({
      depositHeld: 100000,
      openCharges: 0,
      deductionsTotal: 30000,
      refundDue: 120000,
      balanceOwed: 0,
    });
    expect(settlement.deductions.map((d) => d.description)).toEqual(['Carpet cleaning', 'Lost keys']);
    const view = await service.getLedger(database.db, owner, lease.id, TODAY);
    expect(view.balance).toBe(-120000);
    expect(view.charges.filter((c) => c.kind === 'other').every((c) => c.open === 0)).toBe(true);
    // The statement is one of the tenant's documents, and emailed.
    const [doc] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.id, settlement.documentId ?? ''));
    expect(doc).toMatchObject({
      tenantId: lease.tenantId,
      leaseId: lease.id,
      contentType: 'application/pdf',
    });
    const [tenant] = await database.db.select().from(tenants).where(eq(tenants.id, lease.tenantId));
    const emails = await database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, tenant.email));
    expect(emails).toHaveLength(1);
    // Once only; nothing in the ledger changed by the refused second try.
    const second = await errorOf(
      settleDeposit(deps, owner, lease.id, { deductions: [{ description: 'More', amount: 100 }] }, TODAY),
    );
    expect(second.code).toBe('CONFLICT');
    expect((await service.getLedger(database.db, owner, lease.id, TODAY)).balance).toBe(-120000);
    const held = await database.db.select().from(payments).where(eq(payments.leaseId, lease.id));
    expect(held.filter((p) => p.method === 'deposit').map((p) => p.amount)).toEqual([100000]);
  });

  it('deposit < what is owed: the deposit is used up and the balance stays owed', async () => {
    const lease = await newLease({
      startDate: '2026-10-01',
      endDate: '2027-09-30',
      rentAmount: 100000,
      depositAmount: 50000,
    });
    await pay(lease.id, lease.tenantId, 50000); // the deposit only
    await lifecycle.endLease(
      database.db,
      owner,
      lease.id,
      { moveOutDate: '2026-11-15', reason: 'Evicted' },
      TODAY,
    );
    // October $1,000 + November prorated $500 open.
    const settlement = await settleDeposit(
      deps,
      owner,
      lease.id,
      { deductions: [{ description: 'Broken window', amount: 30000 }] },
      TODAY,
    );
    expect(settlement).toMatchObject({
      depositHeld: 50000,
      openCharges: 150000,
      deductionsTotal: 30000,
      refundDue: 0,
      balanceOwed: 130000,
    });
    const view = await service.getLedger(database.db, owner, lease.id, TODAY);
    expect(view.balance).toBe(130000);
    expect(view.charges.reduce((sum, c) => sum + c.open, 0)).toBe(130000);
  });

  it('another organisation’s lease is a 404', async () => {
    const lease = await newLease({ startDate: '2026-10-01', endDate: '2027-09-30', rentAmount: 100000 });
    expect((await errorOf(settleDeposit(deps, otherOwner, lease.id, { deductions: [] }, TODAY))).code).toBe(
      'NOT_FOUND',
    );
  });
});
