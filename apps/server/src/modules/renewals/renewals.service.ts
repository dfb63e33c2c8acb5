import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import { rentInForce } from '@rentwise/core/leases/ledger';
import { renewalStartDate } from '@rentwise/core/leases/lifecycle';
import { formatMoney } from '@rentwise/core/money/money';
import { storedText } from '@rentwise/core/notifications/text';
import { percentToBasisPoints, rentAfterIncrease } from '@rentwise/core/renewals/rent';
import {
  type DeclineRenewalOfferBody,
  mayOfferAgain,
  RENEWAL_REMINDER_DAYS,
  RENEWAL_WINDOW_DAYS,
  type RenewalBoard,
  type RenewalBoardStatus,
  type RenewalOffer,
  type RenewalOfferBody,
} from '@rentwise/core/renewals/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { type JobClock, jobClock } from '../../db/job-clock';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { linkDocument, withDocumentUploads } from '../documents/documents.service';
import type { DocumentStorage } from '../documents/storage';
import { renewalAddendumPdf } from '../lease-templates/lease-templates.service';
import { renewLeaseAsSystem } from '../leases/lease-lifecycle.service';
import { findVisibleLease } from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import * as lifecycle from '../ledger/ledger-lifecycle.service';
import * as notifications from '../notifications/notifications.service';
import { currencyOf, todayOf } from '../organisations/organisations.service';
import { profileOf } from '../profiles/profiles.service';
import * as repo from './renewals.repository';

/**
 * Renewal offers (issue 21 item 2): the board of leases ending soon, an offer with its addendum
 * PDF, the tenant's answer, reminders and expiry, and the renewal once the addendum is signed
 * (`completeRenewalSigning`, called by modules/signatures).
 */

export interface RenewalDeps {
  db: Db;
  storage: DocumentStorage;
  mailer: Mailer;
  publicUrl: string;
  /**
   * Sends the accepted offer's addendum for signature (modules/signatures
   * `createSignatureRequest`, given by the routes); without it an acceptance is only recorded.
   */
  startSignature?: StartSignature;
}

/** modules/signatures' `createSignatureRequest`, as the renewals use it. */
export type StartSignature = (
  tx: DbOrTx,
  actor: Actor,
  input: {
    documentId: string;
    signers: { name: string; email: string; role: 'tenant' | 'co_signer' | 'landlord'; locale?: Language }[];
    order: 'sequential';
    renewalOfferId: string;
    /** The member the request belongs to (the offer's sender), not the accepting tenant. */
    onBehalfOf: string;
  },
) => Promise<{ id: string }>;

const notFound = () => new AppError('NOT_FOUND', 'Renewal offer not found');

function toOfferDto(row: repo.OfferWithPlace): RenewalOffer {
  return {
    id: row.id,
    leaseId: row.leaseId,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    rentAmount: row.rentAmount,
    previousRentAmount: row.previousRentAmount,
    rentIncreasePercent: row.rentIncreaseBasisPoints === null ? null : row.rentIncreaseBasisPoints / 100,
    expiresOn: row.expiresOn,
    message: row.message,
    coSigner:
      row.coSignerName && row.coSignerEmail ? { name: row.coSignerName, email: row.coSignerEmail } : null,
    documentId: row.documentId,
    declineReason: row.declineReason,
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    signatureRequestId: row.signatureRequestId,
    signedDocumentId: row.signedDocumentId,
    renewalLeaseId: row.renewalLeaseId,
    propertyAddress: row.propertyAddress,
    unitNumber: row.unitLabel,
    tenantName: `${row.tenantFirstName} ${row.tenantLastName}`,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An offer still waiting for its answer is expired once its last day is past. */
function isPastExpiry(offer: { status: string; expiresOn: string }, today: string): boolean {
  return offer.status === 'expired' || (offer.status === 'sent' && offer.expiresOn < today);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * GET /api/renewals: the leases in scope ending in the next 120 days (the organisation's own
 * date), soonest first, each with its status — its latest offer's, or not started.
 */
export async function getRenewalBoard(db: DbOrTx, actor: Actor, today?: string): Promise<RenewalBoard> {
  requireAccess(actor, 'renewal.read');
  const asOf = today ?? (await todayOf(db, actor.orgId));
  const leases = await repo.leasesEnding(db, actor, asOf, RENEWAL_WINDOW_DAYS);
  const offerIds = leases.map((lease) => lease.latestOfferId).filter((id): id is string => id !== null);
  const offers = new Map(
    (await repo.offersByIds(db, actor.orgId, offerIds)).map((offer) => [offer.id, offer]),
  );
  const currency = await currencyOf(db, actor.orgId);
  return {
    items: leases.map((lease) => {
      const offer = lease.latestOfferId ? offers.get(lease.latestOfferId) : undefined;
      const status: RenewalBoardStatus = !offer
        ? 'not_started'
        : isPastExpiry(offer, asOf)
          ? 'expired'
          : offer.status;
      return {
        leaseId: lease.leaseId,
        propertyId: lease.propertyId,
        propertyAddress: lease.propertyAddress,
        unitNumber: lease.unitLabel,
        tenantId: lease.tenantId,
        tenantName: `${lease.tenantFirstName} ${lease.tenantLastName}`,
        endDate: lease.endDate,
        daysLeft: daysBetween(asOf, lease.endDate),
        rentAmount: lease.rentInForce,
        status,
        offer: offer
          ? { ...toOfferDto(offer), status: status === 'not_started' ? offer.status : status }
          : null,
      };
    }),
    currency,
    today: asOf,
    windowDays: RENEWAL_WINDOW_DAYS,
  };
}

/**
 * POST /api/leases/:id/renewal-offers: only an active lease not ended or renewed (409), with no
 * offer waiting for an answer or a signature (409); the new term starts the day after the current
 * one ends and the offer expires before it, not in the past (400). The addendum PDF (the tenant's
 * language) is kept in the lease's documents, shared with the tenant, who is notified and emailed.
 * An optional co-signer (not the tenant's or the sender's address: 400) signs after the tenant.
 */
export async function createRenewalOffer(
  deps: RenewalDeps,
  actor: Actor,
  leaseId: string,
  body: RenewalOfferBody,
  today?: string,
): Promise<RenewalOffer> {
  requireAccess(actor, 'lease.write');
  const { offerId, emailed } = await withDocumentUploads(deps.db, deps.storage, async (tx, store) => {
    await ledger.lockLease(tx, leaseId);
    const lease = await findVisibleLease(tx, actor, leaseId);
    if (!lease) throw new AppError('NOT_FOUND', 'Lease not found');
    requireAccess(actor, 'lease.write', { propertyId: lease.propertyId });
    const asOf = today ?? (await todayOf(tx, actor.orgId));
    if (lease.status !== 'active' || lease.moveOutDate || lease.superseded) {
      throw new AppError('CONFLICT', 'Only an active lease not ended or renewed can get a renewal offer', {
        key: 'errors:renewals.leaseNotRenewable',
      });
    }
    const latest = await repo.latestOfferOf(tx, actor.orgId, leaseId);
    if (latest && !mayOfferAgain(isPastExpiry(latest, asOf) ? 'expired' : latest.status)) {
      throw new AppError('CONFLICT', 'This lease already has a renewal offer waiting', {
        key: 'errors:renewals.offerPending',
      });
    }
    const expected = renewalStartDate(lease);
    if (body.startDate !== expected) {
      throw new AppError(
        'VALIDATION_FAILED',
        `A renewal starts the day after the current lease ends (${expected})`,
        { details: { startDate: 'validation:lease.renewalStart' } },
      );
    }
    if (body.expiresOn < asOf) {
      throw new AppError('VALIDATION_FAILED', 'The offer cannot expire in the past', {
        details: { expiresOn: 'validation:renewals.expiresInPast' },
      });
    }
    const email = await repo.tenantEmailOf(tx, lease.tenantId);
    // The co-signer signs with their own link: not the tenant's or the sender's address.
    const sender = await profileOf(tx, actor.userId);
    const taken = [email?.email, sender?.email].map((address) => address?.toLowerCase());
    if (body.coSigner && taken.includes(body.coSigner.email)) {
      throw new AppError('VALIDATION_FAILED', 'The co-signer needs an email of their own', {
        details: { 'coSigner.email': 'signatures:validation.signersDistinct' },
      });
    }
    const changes = await lifecycle.rentChangesOf(tx, leaseId);
    const previousRent = rentInForce({ rentAmount: lease.rentAmount, rentChanges: changes }, lease.endDate);
    const basisPoints =
      body.rentIncreasePercent === undefined ? null : percentToBasisPoints(body.rentIncreasePercent);
    const rentAmount = body.rentAmount ?? rentAfterIncrease(previousRent, basisPoints ?? 0);
    if (rentAmount < 1) {
      throw new AppError('VALIDATION_FAILED', 'The new rent must be positive', {
        details: { rentAmount: 'validation:lease.rentPositive' },
      });
    }
    const tenantUserId = await notifications.accountOfTenant(tx, lease.tenantId);
    const lang: Language = tenantUserId
      ? await notifications.localeOf(tx, tenantUserId)
      : await notifications.localeOf(tx, actor.userId);
    const facts = {
      orgId: lease.orgId,
      tenantName: `${lease.tenantFirstName} ${lease.tenantLastName}`,
      propertyAddress: lease.propertyAddress,
      unitLabel: lease.unitLabel,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rentAmount: previousRent,
      dueDay: lease.dueDay,
      graceDays: lease.graceDays,
      lateFee: lease.lateFee,
      depositAmount: lease.depositAmount,
    };
    const message = body.message?.trim() ? body.message.trim() : null;
    const pdf = await renewalAddendumPdf(
      tx,
      facts,
      {
        newStartDate: body.startDate,
        newEndDate: body.endDate,
        newRentAmount: rentAmount,
        increaseBasisPoints: basisPoints,
        expiresOn: body.expiresOn,
        message,
      },
      lang,
    );
    const document = await store({
      orgId: lease.orgId,
      ownerId: actor.userId,
      uploadedBy: actor.userId,
      bytes: pdf,
      name: `${lang === 'fr' ? 'Avenant de renouvellement' : 'Renewal addendum'} ${body.startDate}.pdf`,
      kind: 'lease',
      propertyId: lease.propertyId,
      leaseId: lease.id,
      tenantId: lease.tenantId,
    });
    const offer = await repo.insertOffer(tx, {
      orgId: lease.orgId,
      leaseId: lease.id,
      status: 'sent',
      startDate: body.startDate,
      endDate: body.endDate,
      rentAmount,
      rentIncreaseBasisPoints: basisPoints,
      previousRentAmount: previousRent,
      expiresOn: body.expiresOn,
      message,
      coSignerName: body.coSigner?.name ?? null,
      coSignerEmail: body.coSigner?.email ?? null,
      documentId: document.id,
      createdBy: actor.userId,
    });
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'renewal_offer',
      entityId: offer.id,
      after: {
        leaseId: lease.id,
        startDate: body.startDate,
        endDate: body.endDate,
        rentAmount,
        rentIncreaseBasisPoints: basisPoints,
        expiresOn: body.expiresOn,
        documentId: document.id,
        ...(body.coSigner ? { coSigner: `${body.coSigner.name} <${body.coSigner.email}>` } : {}),
      },
    });
    const currency = await currencyOf(tx, lease.orgId);
    if (tenantUserId) {
      await notifications.notify(tx, {
        userId: tenantUserId,
        type: 'lease',
        title: storedText('renewals:notify.offerSent.title'),
        body: storedText('renewals:notify.offerSent.body', {
          address: lease.propertyAddress,
          start: body.startDate,
          expires: body.expiresOn,
        }),
        link: '/tenant-dashboard',
      });
    }
    if (!email) return { offerId: offer.id, emailed: false };
    await deps.mailer.queue(tx, {
      orgId: lease.orgId,
      to: email.email,
      template: 'renewal-offer',
      locale: lang,
      data: {
        firstName: email.firstName,
        address: lease.propertyAddress,
        start: notifications.formatDay(body.startDate, lang),
        end: notifications.formatDay(body.endDate, lang),
        rent: formatMoney(rentAmount, lang, { decimals: true, currency }),
        expires: notifications.formatDay(body.expiresOn, lang),
        // The manager's own words go only to an address its tenant has confirmed (issue 23
        // finding 4); the offer's terms are the product's text. The portal shows the message.
        message: email.confirmed ? message : null,
        url: `${deps.publicUrl}/tenant-dashboard`,
      },
    });
    return { offerId: offer.id, emailed: true };
  });
  if (emailed) deps.mailer.wake();
  return getRenewalOffer(deps.db, actor, offerId);
}

/** GET /api/renewal-offers/:id: the lease's members in scope and its tenant; anyone else → 404. */
export async function getRenewalOffer(db: DbOrTx, actor: Actor, id: string): Promise<RenewalOffer> {
  requireAccess(actor, 'lease.read');
  const offer = await repo.findOffer(db, actor.role === 'owner' ? actor : { tenantUserId: actor.userId }, id);
  if (!offer) throw notFound();
  const today = await todayOf(db, offer.orgId);
  return { ...toOfferDto(offer), status: isPastExpiry(offer, today) ? 'expired' : offer.status };
}

/** GET /api/renewal-offers: the tenant's offers waiting for their answer or signature. */
export async function listMyRenewalOffers(db: DbOrTx, actor: Actor): Promise<{ items: RenewalOffer[] }> {
  requireAccess(actor, 'renewal.respond');
  const offers = await repo.openOffersOfTenant(db, actor.userId);
  const items: RenewalOffer[] = [];
  for (const offer of offers) {
    const today = await todayOf(db, offer.orgId);
    if (isPastExpiry(offer, today)) continue;
    items.push(toOfferDto(offer));
  }
  return { items };
}

/** The offer, locked, as the tenant answering it sees it: 404 for another tenant's; 409 unless waiting. */
async function answerableOffer(tx: DbOrTx, actor: Actor, id: string, today?: string) {
  const visible = await repo.findOffer(tx, { tenantUserId: actor.userId }, id);
  if (!visible) throw notFound();
  const locked = await repo.lockOffer(tx, id);
  if (!locked) throw notFound();
  const asOf = today ?? (await todayOf(tx, visible.orgId));
  if (isPastExpiry(locked, asOf)) {
    throw new AppError('CONFLICT', 'This renewal offer has expired', { key: 'errors:renewals.offerExpired' });
  }
  if (locked.status !== 'sent') {
    throw new AppError('CONFLICT', 'This renewal offer has already been answered', {
      key: 'errors:renewals.alreadyAnswered',
    });
  }
  return visible;
}

/** Tells the member who sent the offer, in their language (a stored catalogue key). */
async function notifySender(
  tx: DbOrTx,
  offer: repo.OfferWithPlace,
  key: 'offerAccepted' | 'offerDeclined' | 'offerExpired',
  reason?: string,
) {
  await notifications.notify(tx, {
    userId: offer.createdBy,
    type: 'lease',
    title: storedText(`renewals:notify.${key}.title`),
    body: storedText(`renewals:notify.${key}.body`, {
      tenant: `${offer.tenantFirstName} ${offer.tenantLastName}`,
      address: offer.propertyAddress,
      ...(reason ? { reason } : {}),
    }),
    link: '/owner-dashboard/renewals',
  });
}

/**
 * POST /api/renewal-offers/:id/accept (the offer's tenant): recorded once (409 the second time,
 * 409 once expired); the member who sent it is notified. The addendum then goes for signature to
 * the tenant, the offer's co-signer if any, and that member (modules/signatures, when present).
 */
export async function acceptRenewalOffer(
  deps: RenewalDeps,
  actor: Actor,
  id: string,
  today?: string,
): Promise<RenewalOffer> {
  requireAccess(actor, 'renewal.respond');
  const signing = await deps.db.transaction(async (tx) => {
    const offer = await answerableOffer(tx, actor, id, today);
    await repo.updateOffer(tx, id, { status: 'accepted', respondedAt: new Date() });
    // The addendum goes for signature: the tenant first, then the co-signer if the offer names
    // one, then the member who sent the offer.
    const sender = await profileOf(tx, offer.createdBy);
    const started =
      deps.startSignature && offer.documentId && offer.tenantEmail && sender?.email
        ? await deps.startSignature(tx, actor, {
            documentId: offer.documentId,
            signers: [
              {
                name: `${offer.tenantFirstName} ${offer.tenantLastName}`,
                email: offer.tenantEmail,
                role: 'tenant',
                locale: await notifications.localeOf(tx, actor.userId),
              },
              ...(offer.coSignerName && offer.coSignerEmail
                ? [{ name: offer.coSignerName, email: offer.coSignerEmail, role: 'co_signer' as const }]
                : []),
              {
                name: [sender.firstName, sender.lastName].filter(Boolean).join(' ') || sender.email,
                email: sender.email,
                role: 'landlord',
                locale: sender.locale,
              },
            ],
            order: 'sequential',
            renewalOfferId: offer.id,
            onBehalfOf: offer.createdBy,
          })
        : null;
    if (started) await repo.updateOffer(tx, id, { signatureRequestId: started.id });
    await recordAuditEvent(tx, actor, {
      orgId: offer.orgId,
      action: 'accept',
      entityType: 'renewal_offer',
      entityId: id,
      before: { status: 'sent' },
      after: { status: 'accepted' },
    });
    await notifySender(tx, offer, 'offerAccepted');
    return started;
  });
  if (signing) deps.mailer.wake();
  return getRenewalOffer(deps.db, actor, id);
}

/** POST /api/renewal-offers/:id/decline { reason } (the offer's tenant): like accept, with the reason. */
export async function declineRenewalOffer(
  deps: RenewalDeps,
  actor: Actor,
  id: string,
  body: DeclineRenewalOfferBody,
  today?: string,
): Promise<RenewalOffer> {
  requireAccess(actor, 'renewal.respond');
  await deps.db.transaction(async (tx) => {
    const offer = await answerableOffer(tx, actor, id, today);
    await repo.updateOffer(tx, id, {
      status: 'declined',
      respondedAt: new Date(),
      declineReason: body.reason,
    });
    await recordAuditEvent(tx, actor, {
      orgId: offer.orgId,
      action: 'decline',
      entityType: 'renewal_offer',
      entityId: id,
      before: { status: 'sent' },
      after: { status: 'declined', declineReason: body.reason },
    });
    await notifySender(tx, offer, 'offerDeclined', body.reason);
  });
  return getRenewalOffer(deps.db, actor, id);
}

/**
 * Called by modules/signatures, in its transaction, when every signer has signed the addendum of
 * an accepted offer: the renewal lease is created and activated (the lease lifecycle's renewal —
 * from the day after the old lease's end, the offer's rent, the deposit carried over per decision
 * 022, its charges), the offer is marked signed, the signed PDF is filed in the new lease's
 * documents (the manager's and the tenant's), and both sides are notified. Signing an offer
 * already signed is a no-op (the same signing reported twice); one not accepted → 409.
 */
export async function completeRenewalSigning(
  tx: DbOrTx,
  offerId: string,
  signedDocumentId: string,
): Promise<{ renewalLeaseId: string }> {
  const locked = await repo.lockOffer(tx, offerId);
  if (!locked) throw notFound();
  if (locked.status === 'signed' && locked.renewalLeaseId) return { renewalLeaseId: locked.renewalLeaseId };
  if (locked.status !== 'accepted') {
    throw new AppError('CONFLICT', 'This renewal offer has not been accepted', {
      key: 'errors:renewals.notAccepted',
    });
  }
  const offer = await repo.findOfferById(tx, offerId);
  if (!offer) throw notFound();
  const today = await todayOf(tx, offer.orgId);
  const renewal = await renewLeaseAsSystem(
    tx,
    offer.orgId,
    offer.leaseId,
    offer.createdBy,
    {
      startDate: offer.startDate,
      endDate: offer.endDate,
      rentAmount: offer.rentAmount,
    },
    today,
  );
  await repo.updateOffer(tx, offerId, {
    status: 'signed',
    signedDocumentId,
    renewalLeaseId: renewal.id,
  });
  await linkDocument(tx, offer.orgId, signedDocumentId, {
    propertyId: offer.propertyId,
    leaseId: renewal.id,
    tenantId: offer.tenantId,
  });
  await recordAuditEvent(tx, null, {
    orgId: offer.orgId,
    action: 'sign',
    entityType: 'renewal_offer',
    entityId: offerId,
    before: { status: 'accepted' },
    after: { status: 'signed', renewalLeaseId: renewal.id, signedDocumentId },
  });
  const body = storedText('renewals:notify.renewalSigned.body', {
    address: offer.propertyAddress,
    start: offer.startDate,
  });
  const title = storedText('renewals:notify.renewalSigned.title');
  const tenantUserId = await notifications.accountOfTenant(tx, offer.tenantId);
  if (tenantUserId) {
    await notifications.notify(tx, {
      userId: tenantUserId,
      type: 'lease',
      title,
      body,
      link: '/tenant-dashboard/documents',
    });
  }
  await notifications.notify(tx, {
    userId: offer.createdBy,
    type: 'lease',
    title,
    body,
    link: '/owner-dashboard/renewals',
  });
  return { renewalLeaseId: renewal.id };
}

/**
 * The `renewal-offers` job (hourly, as of each organisation's date): offers past their expiry
 * are marked expired (the sender notified; the board then offers the move-out), and offers
 * expiring within RENEWAL_REMINDER_DAYS get one reminder (email and notification to the tenant).
 * Each offer in its own short transaction, locked and re-checked, so it happens once.
 */
export async function runRenewalOfferJob(
  deps: Pick<RenewalDeps, 'db' | 'mailer' | 'publicUrl'>,
  when: string | Date,
): Promise<{ expired: number; reminded: number }> {
  const clock: JobClock = jobClock(when);
  let expired = 0;
  for (const id of await repo.offersToExpire(deps.db, clock)) {
    const done = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockOffer(tx, id);
      if (locked?.status !== 'sent') return false;
      const offer = await repo.findOfferById(tx, id);
      if (!offer) return false;
      await repo.updateOffer(tx, id, { status: 'expired' });
      await recordAuditEvent(tx, null, {
        orgId: offer.orgId,
        action: 'update',
        entityType: 'renewal_offer',
        entityId: id,
        before: { status: 'sent' },
        after: { status: 'expired' },
      });
      await notifySender(tx, offer, 'offerExpired');
      return true;
    });
    if (done) expired += 1;
  }
  let reminded = 0;
  for (const { id, asOf } of await repo.offersToRemind(deps.db, clock, RENEWAL_REMINDER_DAYS)) {
    const emailed = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockOffer(tx, id);
      if (locked?.status !== 'sent' || locked.remindedOn) return null;
      const offer = await repo.findOfferById(tx, id);
      if (!offer) return null;
      await repo.updateOffer(tx, id, { remindedOn: asOf });
      const tenantUserId = await notifications.accountOfTenant(tx, offer.tenantId);
      const lang: Language = tenantUserId ? await notifications.localeOf(tx, tenantUserId) : 'en';
      if (tenantUserId) {
        await notifications.notify(tx, {
          userId: tenantUserId,
          type: 'lease',
          title: storedText('renewals:notify.offerReminder.title'),
          body: storedText('renewals:notify.offerReminder.body', {
            address: offer.propertyAddress,
            expires: offer.expiresOn,
          }),
          link: '/tenant-dashboard',
        });
      }
      if (!offer.tenantEmail) return false;
      await deps.mailer.queue(tx, {
        orgId: offer.orgId,
        to: offer.tenantEmail,
        template: 'renewal-offer-reminder',
        locale: lang,
        data: {
          firstName: offer.tenantFirstName,
          address: offer.propertyAddress,
          expires: notifications.formatDay(offer.expiresOn, lang),
          url: `${deps.publicUrl}/tenant-dashboard`,
        },
      });
      return true;
    });
    if (emailed !== null) reminded += 1;
    if (emailed) deps.mailer.wake();
  }
  return { expired, reminded };
}
