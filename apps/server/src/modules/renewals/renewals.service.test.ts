import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@rentwise/core/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import {
  documents,
  leases,
  notifications,
  outboundEmails,
  payments,
  profiles,
  signatureRequests,
  tenants,
  users,
} from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createOutboxTransport } from '../../mail/transport';
import { listDocuments, storeDocument } from '../documents/documents.service';
import { createLocalDiskStorage } from '../documents/storage';
import * as leaseJobs from '../leases/lease-jobs.service';
import * as leasesService from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import { createOrganisationForOwner, memberActorOf } from '../organisations/organisations.service';
import * as properties from '../properties/properties.service';
import * as signatures from '../signatures/signatures.service';
import * as service from './renewals.service';

let database: Database;
let deps: service.RenewalDeps;
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

async function account(role: 'owner' | 'tenant', locale: 'en' | 'fr' = 'en') {
  const email = `${role}.${randomUUID()}@renewals.test`;
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', role, emailConfirmedAt: new Date() })
    .returning();
  await database.db
    .insert(profiles)
    .values({ id: user.id, email, role, firstName: 'Pat', lastName: 'Renew', locale });
  if (role === 'tenant') return { actor: { userId: user.id, role } as Actor, email };
  await createOrganisationForOwner(database.db, { userId: user.id, firstName: 'Olivia', locale: 'en' });
  return { actor: (await memberActorOf(database.db, user.id)) as Actor, email };
}

/** An owner, a tenant with a login and an active lease from TODAY ending 2027-01-31 (rent 1,500.00, deposit 1,500.00). */
async function leaseEndingSoon(options: { tenantLocale?: 'en' | 'fr' } = {}) {
  const owner = await account('owner');
  const tenant = await account('tenant', options.tenantLocale);
  const property = await properties.createProperty(database.db, owner.actor, {
    address: `${Math.floor(Math.random() * 900) + 100} Renewal Road`,
    propertyType: 'House',
    units: 1,
    monthlyRent: 150000,
  });
  const [record] = await database.db
    .insert(tenants)
    .values({
      orgId: (owner.actor as MemberActor).orgId,
      ownerId: owner.actor.userId,
      authUserId: tenant.actor.userId,
      firstName: 'Tina',
      lastName: 'Tenant',
      email: tenant.email,
      phone: '5550003333',
      propertyId: property.id,
      status: 'pending',
    })
    .returning();
  const lease = await leasesService.createLease(
    database.db,
    owner.actor,
    {
      propertyId: property.id,
      tenantId: record.id,
      // From TODAY: a start in the past would have to be declared an existing lease.
      startDate: TODAY,
      endDate: '2027-01-31',
      rentAmount: 150000,
      depositAmount: 150000,
    },
    TODAY,
  );
  return { owner, tenant, lease, tenantRecord: record };
}

const offerBody = {
  startDate: '2027-02-01',
  endDate: '2028-01-31',
  rentIncreasePercent: 3,
  expiresOn: '2026-12-15',
};

beforeAll(async () => {
  database = await createTestDatabase();
  const mailer = createMailer({
    db: database.db,
    transport: createOutboxTransport(),
    from: 'Rentwise <no-reply@rentwise.test>',
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  });
  const storage = createLocalDiskStorage(
    path.join(await mkdtemp(path.join(tmpdir(), 'rw-renewals-')), 'uploads'),
  );
  deps = { db: database.db, storage, mailer, publicUrl: 'https://rentwise.test' };
});
afterAll(() => database.close());

describe('renewal offers', () => {
  it('sends an offer at +3 %: the rent rounded to the cent, the addendum PDF shared with the tenant, who is emailed and notified', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon({ tenantLocale: 'fr' });
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    expect(offer).toMatchObject({
      status: 'sent',
      rentAmount: 154500,
      previousRentAmount: 150000,
      rentIncreasePercent: 3,
    });
    const [doc] = await database.db.select().from(documents).where(eq(documents.id, offer.documentId!));
    expect(doc).toMatchObject({
      kind: 'lease',
      leaseId: lease.id,
      tenantId: lease.tenantId,
      contentType: 'application/pdf',
    });
    const sent = await database.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.toAddress, tenant.email), eq(outboundEmails.template, 'renewal-offer')));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('Offre de renouvellement');
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tenant.actor.userId));
    expect(told.some((n) => n.title === 'renewals:notify.offerSent.title')).toBe(true);
    // The tenant sees it in their portal.
    const mine = await service.listMyRenewalOffers(database.db, tenant.actor);
    expect(mine.items.map((item) => item.id)).toEqual([offer.id]);
    // The board shows it as sent.
    const board = await service.getRenewalBoard(database.db, owner.actor, TODAY);
    expect(board.items.find((item) => item.leaseId === lease.id)).toMatchObject({
      status: 'sent',
      daysLeft: 70,
    });
  });

  it("emails the manager's message only to an address its tenant has confirmed (issue 23 finding 4)", async () => {
    const message = 'Call me first at +1 555 0100';
    const emailText = async (to: string) => {
      const [sent] = await database.db
        .select()
        .from(outboundEmails)
        .where(and(eq(outboundEmails.toAddress, to), eq(outboundEmails.template, 'renewal-offer')));
      return sent?.textBody ?? '';
    };
    const unconfirmed = await leaseEndingSoon();
    await service.createRenewalOffer(
      deps,
      unconfirmed.owner.actor,
      unconfirmed.lease.id,
      { ...offerBody, message },
      TODAY,
    );
    expect(await emailText(unconfirmed.tenant.email)).toContain('1,545.00');
    expect(await emailText(unconfirmed.tenant.email)).not.toContain(message);
    const confirmed = await leaseEndingSoon();
    await database.db
      .update(tenants)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(tenants.id, confirmed.tenantRecord.id));
    await service.createRenewalOffer(
      deps,
      confirmed.owner.actor,
      confirmed.lease.id,
      { ...offerBody, message },
      TODAY,
    );
    expect(await emailText(confirmed.tenant.email)).toContain(message);
  });

  it('refuses dates that do not follow the lease (400), a second open offer (409), and another organisation (404)', async () => {
    const { owner, lease } = await leaseEndingSoon();
    const gap = await errorOf(
      service.createRenewalOffer(
        deps,
        owner.actor,
        lease.id,
        { ...offerBody, startDate: '2027-02-02' },
        TODAY,
      ),
    );
    expect(gap.code).toBe('VALIDATION_FAILED');
    const past = await errorOf(
      service.createRenewalOffer(
        deps,
        owner.actor,
        lease.id,
        { ...offerBody, expiresOn: '2026-11-01' },
        TODAY,
      ),
    );
    expect(past.code).toBe('VALIDATION_FAILED');
    await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    const twice = await errorOf(service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY));
    expect(twice.code).toBe('CONFLICT');
    const stranger = await account('owner');
    const foreign = await errorOf(
      service.createRenewalOffer(deps, stranger.actor, lease.id, offerBody, TODAY),
    );
    expect(foreign.code).toBe('NOT_FOUND');
  });

  it('lets only its tenant answer, once, before it expires', async () => {
    const { owner, lease } = await leaseEndingSoon();
    const other = await leaseEndingSoon();
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    const notTheirs = await errorOf(service.acceptRenewalOffer(deps, other.tenant.actor, offer.id, TODAY));
    expect(notTheirs.code).toBe('NOT_FOUND');
    const late = await errorOf(
      service.acceptRenewalOffer(deps, (await tenantOf(lease.id)).actor, offer.id, '2026-12-16'),
    );
    expect(late.code).toBe('CONFLICT');
    const accepted = await service.acceptRenewalOffer(
      deps,
      (await tenantOf(lease.id)).actor,
      offer.id,
      TODAY,
    );
    expect(accepted.status).toBe('accepted');
    const again = await errorOf(
      service.acceptRenewalOffer(deps, (await tenantOf(lease.id)).actor, offer.id, TODAY),
    );
    expect(again.code).toBe('CONFLICT');
    const decline = await errorOf(
      service.declineRenewalOffer(deps, (await tenantOf(lease.id)).actor, offer.id, { reason: 'x' }, TODAY),
    );
    expect(decline.code).toBe('CONFLICT');
  });

  it('a decline records the reason and lets the manager offer again', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon();
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    const declined = await service.declineRenewalOffer(
      deps,
      tenant.actor,
      offer.id,
      { reason: 'Moving to Lyon' },
      TODAY,
    );
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Moving to Lyon' });
    const board = await service.getRenewalBoard(database.db, owner.actor, TODAY);
    expect(board.items.find((item) => item.leaseId === lease.id)?.status).toBe('declined');
    const again = await service.createRenewalOffer(
      deps,
      owner.actor,
      lease.id,
      { ...offerBody, rentIncreasePercent: undefined, rentAmount: 151000 },
      TODAY,
    );
    expect(again.rentAmount).toBe(151000);
  });

  it('the job reminds once before expiry and marks the offer expired after it', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon();
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    await service.runRenewalOfferJob(deps, '2026-12-13');
    await service.runRenewalOfferJob(deps, '2026-12-14');
    const reminders = await database.db
      .select()
      .from(outboundEmails)
      .where(
        and(
          eq(outboundEmails.toAddress, tenant.email),
          eq(outboundEmails.template, 'renewal-offer-reminder'),
        ),
      );
    expect(reminders).toHaveLength(1);
    await service.runRenewalOfferJob(deps, '2026-12-16');
    const read = await service.getRenewalOffer(database.db, owner.actor, offer.id);
    expect(read.status).toBe('expired');
    const board = await service.getRenewalBoard(database.db, owner.actor, '2026-12-16');
    expect(board.items.find((item) => item.leaseId === lease.id)?.status).toBe('expired');
  });
});

async function tenantOf(leaseId: string) {
  const [row] = await database.db
    .select({ authUserId: tenants.authUserId })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(eq(leases.id, leaseId));
  return { actor: { userId: row!.authUserId!, role: 'tenant' } as Actor };
}

describe('acceptance sends the addendum for signature', () => {
  it('asks for the tenant then the sender to sign the addendum, and keeps the request', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon({ tenantLocale: 'fr' });
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    const asked: Parameters<service.StartSignature>[2][] = [];
    const requestId = randomUUID();
    const accepted = await service.acceptRenewalOffer(
      {
        ...deps,
        startSignature: async (_tx, actor, input) => {
          expect(actor).toEqual(tenant.actor);
          asked.push(input);
          return { id: requestId };
        },
      },
      tenant.actor,
      offer.id,
      TODAY,
    );
    expect(accepted).toMatchObject({ status: 'accepted', signatureRequestId: requestId });
    expect(asked).toEqual([
      {
        documentId: offer.documentId,
        order: 'sequential',
        renewalOfferId: offer.id,
        onBehalfOf: owner.actor.userId,
        signers: [
          { name: 'Tina Tenant', email: tenant.email, role: 'tenant', locale: 'fr' },
          { name: 'Pat Renew', email: owner.email, role: 'landlord', locale: 'en' },
        ],
      },
    ]);
  });
});

describe('an offer with a co-signer', () => {
  it('asks the tenant, then the co-signer, then the sender to sign; the co-signer needs an address of their own', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon();
    const clash = await errorOf(
      service.createRenewalOffer(
        deps,
        owner.actor,
        lease.id,
        { ...offerBody, coSigner: { name: 'Same Person', email: tenant.email } },
        TODAY,
      ),
    );
    expect(clash).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { 'coSigner.email': 'signatures:validation.signersDistinct' },
    });
    const coSigner = { name: 'Colin Cosigner', email: 'colin.cosigner@example.test' };
    const offer = await service.createRenewalOffer(
      deps,
      owner.actor,
      lease.id,
      { ...offerBody, coSigner },
      TODAY,
    );
    expect(offer.coSigner).toEqual(coSigner);
    const asked: Parameters<service.StartSignature>[2][] = [];
    await service.acceptRenewalOffer(
      {
        ...deps,
        startSignature: async (_tx, _actor, input) => {
          asked.push(input);
          return { id: randomUUID() };
        },
      },
      tenant.actor,
      offer.id,
      TODAY,
    );
    expect(asked[0]?.signers.map((signer) => [signer.email, signer.role])).toEqual([
      [tenant.email, 'tenant'],
      [coSigner.email, 'co_signer'],
      [owner.email, 'landlord'],
    ]);
  });
});

describe('completeRenewalSigning', () => {
  it('activates the renewal at the new rent, carries the deposit over, files the signed PDF for both parties', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon();
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    // Not accepted yet: refused.
    const early = await errorOf(
      database.db.transaction((tx) => service.completeRenewalSigning(tx, offer.id, offer.documentId!)),
    );
    expect(early.code).toBe('CONFLICT');
    await service.acceptRenewalOffer(deps, tenant.actor, offer.id, TODAY);
    // The tenant paid the deposit: it is held, and moves to the renewal.
    await database.db.transaction(async (tx) => {
      await ledger.lockLease(tx, lease.id);
      await ledger.recordPayment(tx, {
        leaseId: lease.id,
        tenantId: lease.tenantId,
        amount: 150000,
        method: 'cash',
        receivedAt: new Date(`${TODAY}T12:00:00Z`),
        recordedBy: owner.actor.userId,
      });
    });
    const member = owner.actor as MemberActor;
    const signed = await database.db.transaction(async (tx) => {
      const stored = await storeDocument(tx, deps.storage, {
        orgId: member.orgId,
        ownerId: member.userId,
        uploadedBy: member.userId,
        bytes: new TextEncoder().encode('%PDF-1.7\nsigned\n%%EOF'),
        name: 'signed.pdf',
        kind: 'lease',
      });
      const result = await service.completeRenewalSigning(tx, offer.id, stored.id);
      // Reported twice: the same renewal, nothing more.
      expect(await service.completeRenewalSigning(tx, offer.id, stored.id)).toEqual(result);
      return { ...result, documentId: stored.id };
    });
    const [renewal] = await database.db.select().from(leases).where(eq(leases.id, signed.renewalLeaseId));
    expect(renewal).toMatchObject({
      status: 'active',
      startDate: '2027-02-01',
      endDate: '2028-01-31',
      rentAmount: 154500,
      renewedFromLeaseId: lease.id,
      depositAmount: 150000,
    });
    // The deposit held moved as a transfer payment onto the renewal (decision 022).
    const transfers = await database.db.select().from(payments).where(eq(payments.leaseId, renewal!.id));
    expect(transfers.some((p) => p.method === 'transfer')).toBe(true);
    // The signed PDF is the new lease's, shared with its tenant: both see it.
    const [doc] = await database.db.select().from(documents).where(eq(documents.id, signed.documentId));
    expect(doc).toMatchObject({
      leaseId: renewal!.id,
      tenantId: lease.tenantId,
      propertyId: lease.propertyId,
    });
    const read = await service.getRenewalOffer(database.db, tenant.actor, offer.id);
    expect(read).toMatchObject({
      status: 'signed',
      renewalLeaseId: renewal!.id,
      signedDocumentId: signed.documentId,
    });
    const board = await service.getRenewalBoard(database.db, owner.actor, TODAY);
    expect(board.items.find((item) => item.leaseId === lease.id)?.status).toBe('signed');
    // The new lease charges the new rent from its start.
    await leaseJobs.runRentCharges(database.db, '2027-02-02');
    const renewalLedger = await leasesService.getLedger(database.db, owner.actor, renewal!.id, '2027-02-02');
    expect(renewalLedger.charges.filter((c) => c.kind === 'rent').map((c) => [c.period, c.amount])).toEqual([
      ['2027-02', 154500],
    ]);
  });
});

describe('the addendum signed from the acceptance (issue 21: the sealed PDF is the organisation’s)', () => {
  it('the request and the sealed PDF belong to the member who sent the offer, filed with the renewal for both parties', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon();
    const signing: signatures.SignatureDeps = {
      ...deps,
      signing: {
        p12Path: path.join(await mkdtemp(path.join(tmpdir(), 'rw-seal-')), 'seal.p12'),
        passphrase: 'test',
        generate: true,
      },
    };
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    const accepted = await service.acceptRenewalOffer(
      {
        ...deps,
        startSignature: (tx, actor, input) =>
          signatures.createSignatureRequest(tx, actor, input, undefined, signing),
      },
      tenant.actor,
      offer.id,
      TODAY,
    );
    const requestId = accepted.signatureRequestId!;
    const [request] = await database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    // Created by the tenant's acceptance, on behalf of the member who sent the offer.
    expect(request).toMatchObject({ createdBy: owner.actor.userId, purpose: 'renewal' });

    const meta = { ip: '203.0.113.7', userAgent: 'vitest' };
    const sign = (text: string) => ({ consent: true as const, signature: { type: 'typed' as const, text } });
    expect(
      await signatures.actFromPortal(signing, tenant.actor, requestId, sign('Tina Tenant'), meta),
    ).toEqual({ status: 'signed', requestStatus: 'pending' });
    // The sender's turn: the link emailed to them.
    const [email] = await database.db
      .select()
      .from(outboundEmails)
      .where(
        and(eq(outboundEmails.toAddress, owner.email), eq(outboundEmails.template, 'signature-request')),
      );
    const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(email?.textBody ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(await signatures.actOnSigning(signing, token!, sign('Pat Renew'), meta)).toEqual({
      status: 'signed',
      requestStatus: 'completed',
    });

    const done = await service.getRenewalOffer(database.db, owner.actor, offer.id);
    expect(done).toMatchObject({ status: 'signed', signedDocumentId: expect.any(String) });
    const [sealed] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.id, done.signedDocumentId!));
    // The organisation's document (its member's, never the tenant's), the renewal lease's.
    expect(sealed).toMatchObject({
      orgId: (owner.actor as MemberActor).orgId,
      ownerId: owner.actor.userId,
      uploadedBy: owner.actor.userId,
      leaseId: done.renewalLeaseId,
      tenantId: lease.tenantId,
      propertyId: lease.propertyId,
    });
    // Both parties find it in their documents.
    for (const actor of [owner.actor, tenant.actor]) {
      const mine = await listDocuments(database.db, actor, { limit: 100 });
      expect(mine.items.map((d) => d.id)).toContain(sealed!.id);
    }
  });

  it('a tenant’s action sends for signature only on behalf of a member of the document’s organisation', async () => {
    const { owner, tenant, lease } = await leaseEndingSoon();
    const stranger = await account('owner');
    const offer = await service.createRenewalOffer(deps, owner.actor, lease.id, offerBody, TODAY);
    const input = {
      documentId: offer.documentId!,
      order: 'sequential' as const,
      signers: [{ name: 'Tina Tenant', email: tenant.email, role: 'tenant' as const }],
    };
    const send = (onBehalfOf?: string) =>
      errorOf(
        database.db.transaction((tx) =>
          signatures.createSignatureRequest(tx, tenant.actor, { ...input, onBehalfOf }, undefined, {
            ...deps,
            signing: { p12Path: '/nonexistent', passphrase: '', generate: false },
          }),
        ),
      );
    expect((await send()).code).toBe('FORBIDDEN');
    expect((await send(stranger.actor.userId)).code).toBe('NOT_FOUND');
    expect((await send(tenant.actor.userId)).code).toBe('NOT_FOUND');
  });
});
