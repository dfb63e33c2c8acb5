import type { Lease, Ledger } from '@rentwise/core/leases/schemas';

import { Ban, CirclePlus, HandHeart, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  chargeLabel,
  PaymentReceiptDialog,
  PaymentStatusBadge,
  PaymentVoidDialog,
} from '@/features/payments';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useLedgerDetails } from '../api/lease-charges';
import {
  AddChargeDialog,
  AddCreditDialog,
  ReturnPaymentDialog,
  VoidChargeDialog,
} from './lease-charge-dialogs';
import { MonthlyCharges } from './monthly-charges';

const NON_CASH = new Set(['credit', 'deposit', 'transfer']);

/**
 * A lease's charges (with what is open and their status) and its payments with their receipts;
 * the owner voids a payment from here (it stays listed, marked void). Given the lease (the
 * owner's view), it also adds charges (one-off or monthly) and credits, voids a charge and marks
 * a payment returned (NSF); descriptions, voids and returns show with their reasons.
 */
export function LeaseLedger({ ledger, lease }: { ledger: Ledger; lease?: Lease }) {
  const { t, i18n } = useTranslation(['leases', 'payments', 'lease-charges']);
  const { money: orgMoney } = useMoney();
  const details = useLedgerDetails(lease?.id ?? null);
  const chargeInfo = new Map((details.data?.charges ?? []).map((c) => [c.chargeId, c]));
  const paymentInfo = new Map((details.data?.payments ?? []).map((p) => [p.paymentId, p]));
  const [addingCharge, setAddingCharge] = useState(false);
  const [addingCredit, setAddingCredit] = useState(false);
  const [voidingCharge, setVoidingCharge] = useState<Ledger['charges'][number] | null>(null);
  const [returning, setReturning] = useState<Ledger['payments'][number] | null>(null);
  const editable = lease !== undefined && lease.status !== 'draft';
  const labelOf = (charge: Ledger['charges'][number]) => {
    const info = chargeInfo.get(charge.id);
    if (info?.returnFeeOfPaymentId) return t('lease-charges:labels.returnFee');
    return info?.description ?? chargeLabel(t, charge, i18n.language);
  };
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  const charges = [...ledger.charges].reverse();
  const payments = [...ledger.payments].reverse();
  const [receiptId, setReceiptId] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<Ledger['payments'][number] | null>(null);
  // What payments left beyond the charges so far (an overpayment or an advance): the lease's credit.
  const credit = ledger.payments.reduce(
    (sum, payment) => sum + (payment.voided ? 0 : payment.unallocated),
    0,
  );
  return (
    <div className="grid min-w-0 gap-4">
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setAddingCharge(true)}>
            <CirclePlus aria-hidden="true" />
            {t('lease-charges:actions.addCharge')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setAddingCredit(true)}>
            <HandHeart aria-hidden="true" />
            {t('lease-charges:actions.addCredit')}
          </Button>
        </div>
      )}
      {lease && details.data && details.data.recurringCharges.length > 0 && (
        <MonthlyCharges leaseId={lease.id} items={details.data.recurringCharges} editable={editable} />
      )}
      <section aria-labelledby="ledger-charges" className="grid min-w-0 gap-2">
        <h3 id="ledger-charges" className="font-medium">
          {t('detail.charges')}
        </h3>
        {charges.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.noCharges')}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full min-w-[480px] text-sm">
              <thead className="bg-muted/40 text-left text-muted-foreground">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('ledgerColumns.item')}</th>
                  <th className="px-3 py-2 font-medium">{t('ledgerColumns.due')}</th>
                  <th className="px-3 py-2 text-right font-medium">{t('ledgerColumns.amount')}</th>
                  <th className="px-3 py-2 text-right font-medium">{t('ledgerColumns.open')}</th>
                  <th className="px-3 py-2 font-medium">{t('ledgerColumns.status')}</th>
                  {editable && (
                    <th className="px-3 py-2 font-medium">
                      <span className="sr-only">{t('payments:columns.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {charges.map((charge) => {
                  const info = chargeInfo.get(charge.id);
                  return (
                    <tr key={charge.id} className="border-t">
                      <td className="px-3 py-2">
                        {labelOf(charge)}
                        {info?.recurringChargeId && (
                          <Badge variant="secondary" className="ml-2">
                            {t('lease-charges:labels.monthly')}
                          </Badge>
                        )}
                        {info?.voided && (
                          <div className="text-xs text-muted-foreground">
                            {t('lease-charges:labels.because', { reason: info.voided.reason })}
                          </div>
                        )}
                      </td>
                      <td className="px-3 py-2">{formatDate(charge.dueDate, i18n.language)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {info?.voided ? <s>{money(charge.amount)}</s> : money(charge.amount)}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(charge.open)}</td>
                      <td className="px-3 py-2">
                        {info?.voided ? (
                          <Badge variant="outline">{t('lease-charges:labels.void')}</Badge>
                        ) : (
                          <PaymentStatusBadge status={charge.status} />
                        )}
                      </td>
                      {editable && (
                        <td className="px-3 py-1 text-right whitespace-nowrap">
                          {details.data && !info?.voided && (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t('lease-charges:actions.voidCharge', { label: labelOf(charge) })}
                              onClick={() => setVoidingCharge(charge)}
                            >
                              <Ban aria-hidden="true" />
                              {t('lease-charges:actions.void')}
                            </Button>
                          )}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="ledger-payments" className="grid min-w-0 gap-2">
        <h3 id="ledger-payments" className="font-medium">
          {t('detail.payments')}
        </h3>
        {credit > 0 && (
          <p className="text-sm">
            <span className="font-medium">{t('payments:ledgerCredit.total', { amount: money(credit) })}</span>{' '}
            <span className="text-muted-foreground">{t('payments:ledgerCredit.hint')}</span>
          </p>
        )}
        {payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.noPayments')}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full min-w-[420px] text-sm">
              <thead className="bg-muted/40 text-left text-muted-foreground">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('ledgerColumns.date')}</th>
                  <th className="px-3 py-2 font-medium">{t('ledgerColumns.method')}</th>
                  <th className="px-3 py-2 font-medium">{t('ledgerColumns.receipt')}</th>
                  <th className="px-3 py-2 text-right font-medium">{t('ledgerColumns.amount')}</th>
                  <th className="px-3 py-2 font-medium">
                    <span className="sr-only">{t('payments:columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id} className="border-t">
                    <td className="px-3 py-2">{formatDate(payment.receivedAt, i18n.language)}</td>
                    <td className="px-3 py-2">
                      {t(`payments:method.${payment.method}`)}
                      {paymentInfo.get(payment.id)?.voidsChargeId ? (
                        <div className="text-xs text-muted-foreground">
                          {t('lease-charges:labels.voidCredit')}
                        </div>
                      ) : (
                        payment.method === 'credit' &&
                        payment.reference && (
                          <div className="text-xs text-muted-foreground">{payment.reference}</div>
                        )
                      )}
                      {(paymentInfo.get(payment.id)?.returned ?? paymentInfo.get(payment.id)?.voided) && (
                        <div className="text-xs text-muted-foreground">
                          {t('lease-charges:labels.because', {
                            reason:
                              (paymentInfo.get(payment.id)?.returned ?? paymentInfo.get(payment.id)?.voided)
                                ?.reason ?? '',
                          })}
                        </div>
                      )}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs">{payment.receiptNumber}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {payment.voided ? <s>{money(payment.amount)}</s> : money(payment.amount)}
                      {payment.voided && (
                        <Badge variant="outline" className="ml-2">
                          {paymentInfo.get(payment.id)?.returned
                            ? t('lease-charges:labels.returned')
                            : t('payments:void.badge')}
                        </Badge>
                      )}
                      {!payment.voided && payment.unallocated > 0 && (
                        <div className="text-xs text-muted-foreground">
                          {t('payments:ledgerCredit.left', { amount: money(payment.unallocated) })}
                        </div>
                      )}
                    </td>
                    <td className="px-3 py-1 text-right whitespace-nowrap">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('payments:tenant.receipt', { number: payment.receiptNumber })}
                        onClick={() => setReceiptId(payment.id)}
                      >
                        <ReceiptText aria-hidden="true" />
                        {t('payments:receipt.action')}
                      </Button>
                      {editable &&
                        details.data &&
                        !payment.voided &&
                        payment.refunded === 0 &&
                        !NON_CASH.has(payment.method) && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('lease-charges:actions.returnedAction', {
                              number: payment.receiptNumber,
                            })}
                            onClick={() => setReturning(payment)}
                          >
                            <Undo2 aria-hidden="true" />
                            {t('lease-charges:actions.returned')}
                          </Button>
                        )}
                      {!payment.voided &&
                        payment.refunded === 0 &&
                        !paymentInfo.get(payment.id)?.voidsChargeId && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('payments:void.action', { number: payment.receiptNumber })}
                            onClick={() => setVoiding(payment)}
                          >
                            <Ban aria-hidden="true" />
                            {t('payments:void.button')}
                          </Button>
                        )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <PaymentReceiptDialog paymentId={receiptId} onOpenChange={(open) => !open && setReceiptId(null)} />
      <PaymentVoidDialog payment={voiding} onOpenChange={(open) => !open && setVoiding(null)} />
      {lease && (
        <>
          <AddChargeDialog lease={addingCharge ? lease : null} onOpenChange={setAddingCharge} />
          <AddCreditDialog lease={addingCredit ? lease : null} onOpenChange={setAddingCredit} />
          <VoidChargeDialog
            charge={voidingCharge}
            label={voidingCharge ? labelOf(voidingCharge) : ''}
            onOpenChange={(open) => !open && setVoidingCharge(null)}
          />
          <ReturnPaymentDialog payment={returning} onOpenChange={(open) => !open && setReturning(null)} />
        </>
      )}
    </div>
  );
}
