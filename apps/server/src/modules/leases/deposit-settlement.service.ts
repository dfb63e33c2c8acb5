import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { DepositSettlement, DepositSettlementBody } from '@rentwise/core/leases/lifecycle-schemas';
import { translate } from '@rentwise/core/locales/catalog';
import { formatMoney } from '@rentwise/core/money/money';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { withDocumentUploads } from '../documents/documents.service';
import type { DocumentStorage } from '../documents/storage';
import * as ledger from '../ledger/ledger.service';
import * as lifecycle from '../ledger/ledger-lifecycle.service';
import { depositSettledNotification } from '../notifications/notification-texts';
import * as notifications from '../notifications/notifications.service';
import { currencyOf } from '../organisations/organisations.service';
import { renderDepositStatementPdf } from './deposit-statement-pdf';
import * as lifecycleRepo from './lease-lifecycle.repository';
import { getLeaseLifecycle } from './lease-lifecycle.service';
import * as repo from './leases.repository';

export interface SettlementDeps {
  db: Db;
  storage: DocumentStorage;
  mailer: Mailer;
  publicUrl: string;
}

/** "refund due $120.00" / "solde restant dû 80,00 $": the outcome in one phrase. */
function outcomeOf(
  figures: { refundDue: number; balanceOwed: number },
  lang: Language,
  currency: string,
): string {
  if (figures.refundDue > 0) {
    return translate(lang, 'leases:lifecycle.statement.outcomeRefund', {
      amount: formatMoney(figures.refundDue, lang, { decimals: true, currency }),
    });
  }
  if (figures.balanceOwed > 0) {
    return translate(lang, 'leases:lifecycle.statement.outcomeOwed', {
      amount: formatMoney(figures.balanceOwed, lang, { decimals: true, currency }),
    });
  }
  return translate(lang, 'leases:lifecycle.statement.outcomeNone');
}

/**
 * POST /api/leases/:id/deposit-settlement (issue 18 item 7): on an ended lease, once (409 the
 * second time; a lease whose deposit moved to a renewal → 409). The deposit held pays the open
 * charges and then the deductions (ledger-lifecycle.service: new rows only); the itemised
 * statement PDF, in the tenant's language, is kept in the tenant's documents (shared with the
 * lease and the tenant) and emailed to them, and they get a notification.
 */
export async function settleDeposit(
  deps: SettlementDeps,
  actor: Actor,
  id: string,
  body: DepositSettlementBody,
  today = ledger.todayIso(),
): Promise<DepositSettlement> {
  requireAccess(actor, 'lease.write');
  const emailed = await withDocumentUploads(deps.db, deps.storage, async (tx, store) => {
    await ledger.lockLease(tx, id);
    const lease = await lifecycleRepo.findLeaseRow(tx, actor.orgId, id);
    if (!lease) throw new AppError('NOT_FOUND', 'Lease not found');
    requireAccess(actor, 'lease.write', { propertyId: lease.propertyId });
    if (lease.status !== 'ended') {
      throw new AppError('CONFLICT', 'The deposit is settled once the lease has ended; end the lease first', {
        key: 'errors:deposit.leaseNotEnded',
      });
    }
    if (await lifecycleRepo.findRenewalOf(tx, actor.orgId, id)) {
      throw new AppError('CONFLICT', 'The deposit of this lease moved to its renewal; settle it there', {
        key: 'errors:deposit.movedToRenewal',
      });
    }
    if (await lifecycle.settlementOf(tx, id)) {
      throw new AppError('CONFLICT', 'The deposit of this lease is already settled', {
        key: 'errors:ledger.depositSettled',
      });
    }
    const held = await lifecycle.depositHeld(tx, id, { renewed: false, settled: false });
    const figures = await lifecycle.settlementPreview(tx, lease, held, body.deductions);
    const place = await repo.findLease(tx, actor, id);
    const tenant = await repo.findOwnedTenant(tx, actor, lease.tenantId);
    if (!place || !tenant) throw new AppError('NOT_FOUND', 'Lease not found');
    const tenantUserId = await notifications.accountOfTenant(tx, lease.tenantId);
    const lang: Language = tenantUserId ? await notifications.localeOf(tx, tenantUserId) : 'en';
    const address = place.unitLabel ? `${place.propertyAddress}, ${place.unitLabel}` : place.propertyAddress;
    const currency = await currencyOf(tx, actor.orgId);
    const pdf = await renderDepositStatementPdf(
      {
        settledOn: today,
        tenantName: `${tenant.firstName} ${tenant.lastName}`,
        address,
        moveOutDate: lease.moveOutDate,
        depositHeld: held,
        openCharges: figures.openCharges,
        deductions: body.deductions,
        deductionsTotal: figures.deductionsTotal,
        refundDue: figures.refundDue,
        balanceOwed: figures.balanceOwed,
        currency,
      },
      lang,
    );
    const document = await store({
      orgId: lease.orgId,
      ownerId: lease.ownerId,
      uploadedBy: actor.userId,
      bytes: pdf,
      name: translate(lang, 'leases:lifecycle.statement.fileName', { date: today }),
      kind: 'other',
      propertyId: lease.propertyId,
      leaseId: lease.id,
      tenantId: lease.tenantId,
    });
    await lifecycle.recordSettlement(tx, lease, {
      deductions: body.deductions,
      held,
      by: actor.userId,
      at: new Date(),
      today,
      documentId: document.id,
      figures,
    });
    await recordAuditEvent(tx, actor, {
      action: 'settle',
      entityType: 'lease',
      entityId: id,
      after: {
        depositHeld: held,
        openCharges: figures.openCharges,
        deductions: body.deductions,
        deductionsTotal: figures.deductionsTotal,
        refundDue: figures.refundDue,
        balanceOwed: figures.balanceOwed,
      },
    });
    const outcome = outcomeOf(figures, lang, currency);
    if (tenantUserId) {
      await notifications.notify(tx, {
        userId: tenantUserId,
        type: 'lease',
        ...depositSettledNotification({
          address,
          refundDue: { cents: figures.refundDue, currency },
          balanceOwed: { cents: figures.balanceOwed, currency },
        }),
        link: '/tenant-dashboard/documents',
      });
    }
    if (tenant.email) {
      await deps.mailer.queue(tx, {
        orgId: actor.orgId,
        to: tenant.email,
        template: 'deposit-statement',
        locale: lang,
        data: {
          firstName: tenant.firstName,
          address,
          outcome,
          url: `${deps.publicUrl}/tenant-dashboard/documents`,
        },
      });
      return true;
    }
    return false;
  });
  if (emailed) deps.mailer.wake();
  const view = await getLeaseLifecycle(deps.db, actor, id, today);
  if (!view.settlement) throw new AppError('NOT_FOUND', 'Lease not found');
  return view.settlement;
}
