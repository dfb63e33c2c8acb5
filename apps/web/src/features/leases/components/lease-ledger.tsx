import type { Lease, Ledger } from '@rentwise/core/leases/schemas';

import { Ban, CirclePlus, HandHeart, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
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
          <DataList
            bare
            className="rounded-md border"
            query={{ isError: false, isPending: false, error: null, data: { items: charges } }}
            rowKey={(charge) => charge.id}
            rowName={labelOf}
            loadingText=""
            errorText={() => ''}
            emptyIcon={ReceiptText}
            emptyText={t('detail.noCharges')}
            columns={[
              {
                label: t('ledgerColumns.item'),
                card: 'title',
                cell: (charge) => {
                  const info = chargeInfo.get(charge.id);
                  return (
                    <>
                      {labelOf(charge)}
                      {info?.recurringChargeId && (
                        <Badge variant="secondary" className="ml-2">
                          {t('lease-charges:labels.monthly')}
                        </Badge>
                      )}
                      {info?.voided && (
                        <div className="text-xs font-normal text-muted-foreground">
                          {t('lease-charges:labels.because', { reason: info.voided.reason })}
                        </div>
                      )}
                    </>
                  );
                },
              },
              { label: t('ledgerColumns.due'), cell: (charge) => formatDate(charge.dueDate, i18n.language) },
              {
                label: t('ledgerColumns.amount'),
                end: true,
                cell: (charge) =>
                  chargeInfo.get(charge.id)?.voided ? <s>{money(charge.amount)}</s> : money(charge.amount),
              },
              { label: t('ledgerColumns.open'), end: true, cell: (charge) => money(charge.open) },
              {
                label: t('ledgerColumns.status'),
                card: 'status',
                cell: (charge) =>
                  chargeInfo.get(charge.id)?.voided ? (
                    <Badge variant="outline">{t('lease-charges:labels.void')}</Badge>
                  ) : (
                    <PaymentStatusBadge status={charge.status} />
                  ),
              },
            ]}
            actionsLabel={t('payments:columns.actions')}
            actions={
              editable
                ? (charge) =>
                    details.data && !chargeInfo.get(charge.id)?.voided
                      ? [
                          {
                            label: t('lease-charges:actions.void'),
                            ariaLabel: t('lease-charges:actions.voidCharge', { label: labelOf(charge) }),
                            icon: Ban,
                            onSelect: () => setVoidingCharge(charge),
                          },
                        ]
                      : []
                : undefined
            }
          />
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
          <DataList
            bare
            className="rounded-md border"
            query={{ isError: false, isPending: false, error: null, data: { items: payments } }}
            rowKey={(payment) => payment.id}
            rowName={(payment) => payment.receiptNumber}
            loadingText=""
            errorText={() => ''}
            emptyIcon={ReceiptText}
            emptyText={t('detail.noPayments')}
            columns={[
              {
                label: t('ledgerColumns.date'),
                card: 'title',
                cell: (payment) => formatDate(payment.receivedAt, i18n.language),
              },
              {
                label: t('ledgerColumns.method'),
                cell: (payment) => {
                  const info = paymentInfo.get(payment.id);
                  const ended = info?.returned ?? info?.voided;
                  return (
                    <>
                      {t(`payments:method.${payment.method}`)}
                      {info?.voidsChargeId ? (
                        <div className="text-xs text-muted-foreground">
                          {t('lease-charges:labels.voidCredit')}
                        </div>
                      ) : (
                        payment.method === 'credit' &&
                        payment.reference && (
                          <div className="text-xs text-muted-foreground">{payment.reference}</div>
                        )
                      )}
                      {ended && (
                        <div className="text-xs text-muted-foreground">
                          {t('lease-charges:labels.because', { reason: ended.reason ?? '' })}
                        </div>
                      )}
                    </>
                  );
                },
              },
              {
                label: t('ledgerColumns.receipt'),
                // A receipt number is one token: on one line, never broken over four (issue 24).
                className: 'font-mono text-xs whitespace-nowrap',
                cell: (payment) => (
                  <span className="font-mono text-xs whitespace-nowrap">{payment.receiptNumber}</span>
                ),
              },
              {
                label: t('ledgerColumns.amount'),
                end: true,
                cell: (payment) => (
                  <>
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
                  </>
                ),
              },
            ]}
            actionsLabel={t('payments:columns.actions')}
            actions={(payment) => [
              {
                label: t('payments:receipt.action'),
                ariaLabel: t('payments:tenant.receipt', { number: payment.receiptNumber }),
                icon: ReceiptText,
                onSelect: () => setReceiptId(payment.id),
              },
              ...(editable &&
              details.data &&
              !payment.voided &&
              payment.refunded === 0 &&
              !NON_CASH.has(payment.method)
                ? [
                    {
                      label: t('lease-charges:actions.returned'),
                      ariaLabel: t('lease-charges:actions.returnedAction', { number: payment.receiptNumber }),
                      icon: Undo2,
                      onSelect: () => setReturning(payment),
                    },
                  ]
                : []),
              ...(!payment.voided && payment.refunded === 0 && !paymentInfo.get(payment.id)?.voidsChargeId
                ? [
                    {
                      label: t('payments:void.button'),
                      ariaLabel: t('payments:void.action', { number: payment.receiptNumber }),
                      icon: Ban,
                      onSelect: () => setVoiding(payment),
                    },
                  ]
                : []),
            ]}
          />
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
