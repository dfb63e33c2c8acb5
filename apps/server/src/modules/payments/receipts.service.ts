import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import { type Receipt, receiptNumber } from '@rentwise/core/payments/receipt';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { findVisibleLease } from '../leases/leases.service';
import * as ledger from '../ledger/ledger.service';
import { paymentReturnOf } from '../ledger/ledger-charges.service';
import { paymentVoidOf } from '../ledger/ledger-corrections.service';
import { leaseCurrencyOf } from '../organisations/organisations.service';
import { profileOf } from '../profiles/profiles.service';

const notFound = () => new AppError('NOT_FOUND', 'Payment not found');

/**
 * GET /api/payments/:id/receipt. Only the lease's owner and the lease's tenant may read it: the
 * lease is looked up with the caller's scope, so anyone else (another owner, the tenant of another
 * lease) gets the same 404 as for a payment that does not exist.
 *
 * `remainingBalance` is the balance on the day of the payment, right after it — charges due by that
 * day minus the payments received up to this one — so a receipt downloaded again next year still
 * says the same thing.
 */
export async function getReceipt(
  db: DbOrTx,
  actor: Actor,
  paymentId: string,
  language?: Language,
): Promise<Receipt> {
  requireAccess(actor, 'ledger.read');
  const payment = await ledger.findPayment(db, paymentId);
  if (!payment) throw notFound();
  const lease = await findVisibleLease(db, actor, payment.leaseId);
  if (!lease || (actor.role === 'tenant' && payment.tenantId !== lease.tenantId)) throw notFound();

  const [{ charges, payments, allocations }, ownerProfile, callerProfile, voidedRow, returned, currency] =
    await Promise.all([
      ledger.ledgerRows(db, lease.id),
      profileOf(db, lease.ownerId),
      language ? undefined : profileOf(db, actor.userId),
      paymentVoidOf(db, payment.id),
      paymentReturnOf(db, payment.id),
      leaseCurrencyOf(db, lease.id),
    ]);
  // A returned (NSF) payment is voided too; its receipt says RETURNED.
  const voided = voidedRow && (returned ? { ...voidedRow, returned: true } : voidedRow);
  const own = allocations.filter((a) => a.paymentId === payment.id);
  const appliedTo = new Map<string, number>();
  for (const a of own) appliedTo.set(a.chargeId, (appliedTo.get(a.chargeId) ?? 0) + a.amount);
  // The ledger as of the day the money was received: charges due by then, payments up to this one.
  const day = payment.receivedAt.toISOString().slice(0, 10);
  const charged = charges.filter((c) => c.dueDate <= day).reduce((sum, c) => sum + c.amount, 0);
  const at = payment.receivedAt.getTime();
  // A voided payment counts for nothing, on its own receipt as on the others.
  const paid = payments
    .filter((p) => !p.voided)
    .filter((p) => {
      const time = new Date(p.receivedAt).getTime();
      return time < at || (time === at && p.receiptNumber <= payment.receiptNumber);
    })
    .reduce((sum, p) => sum + p.amount, 0);

  return {
    number: receiptNumber({ receivedAt: payment.receivedAt, sequence: payment.receiptNumber }),
    paymentId: payment.id,
    leaseId: lease.id,
    date: payment.receivedAt.toISOString(),
    language: language ?? callerProfile?.locale ?? 'en',
    tenant: { name: `${lease.tenantFirstName} ${lease.tenantLastName}` },
    landlord: { name: landlordName(ownerProfile) },
    property: { address: lease.propertyAddress, unitLabel: lease.unitLabel },
    amount: payment.amount,
    currency,
    method: payment.method,
    reference: payment.reference,
    // In the ledger's order (oldest charge first), one line per charge.
    allocations: charges.flatMap((charge) => {
      const amount = appliedTo.get(charge.id);
      return amount
        ? [{ chargeId: charge.id, kind: charge.kind, period: charge.period, dueDate: charge.dueDate, amount }]
        : [];
    }),
    // The ledger's own figure: nothing once voided, less what was refunded.
    unallocated: payments.find((p) => p.id === payment.id)?.unallocated ?? 0,
    remainingBalance: charged - paid,
    voided,
  };
}

function landlordName(
  profile: { companyName: string | null; firstName: string | null; lastName: string | null } | undefined,
): string | null {
  if (!profile) return null;
  if (profile.companyName) return profile.companyName;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return name || null;
}
