import type { Ledger } from '@rentwise/core/leases/schemas';
import { formatMoney } from '@rentwise/core/money/money';
import { Ban, ReceiptText } from 'lucide-react';
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

/**
 * A lease's charges (with what is open and their status) and its payments with their receipts;
 * the owner voids a payment from here (it stays listed, marked void).
 */
export function LeaseLedger({ ledger }: { ledger: Ledger }) {
  const { t, i18n } = useTranslation(['leases', 'payments']);
  const money = (cents: number) => formatMoney(cents, i18n.language, { decimals: true });
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
                </tr>
              </thead>
              <tbody>
                {charges.map((charge) => (
                  <tr key={charge.id} className="border-t">
                    <td className="px-3 py-2">{chargeLabel(t, charge, i18n.language)}</td>
                    <td className="px-3 py-2">{formatDate(charge.dueDate, i18n.language)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{money(charge.amount)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{money(charge.open)}</td>
                    <td className="px-3 py-2">
                      <PaymentStatusBadge status={charge.status} />
                    </td>
                  </tr>
                ))}
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
                    <td className="px-3 py-2">{t(`payments:method.${payment.method}`)}</td>
                    <td className="px-3 py-2 font-mono text-xs">{payment.receiptNumber}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {payment.voided ? <s>{money(payment.amount)}</s> : money(payment.amount)}
                      {payment.voided && (
                        <Badge variant="outline" className="ml-2">
                          {t('payments:void.badge')}
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
                      {!payment.voided && payment.refunded === 0 && (
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
    </div>
  );
}
