import type { Lease } from '@rentwise/core/leases/schemas';

import { CreditCard, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLeaseLedger } from '@/features/leases/api/get-lease-ledger';
import { useLeases } from '@/features/leases/api/get-leases';
import { AutopayCard } from '@/features/payments/components/autopay-card';
import { PaymentPayDialog } from '@/features/payments/components/payment-pay-dialog';
import { PaymentReceiptDialog } from '@/features/payments/components/payment-receipt-dialog';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { ProcessingPayments } from '@/features/payments/components/processing-payments';
import { chargeLabel } from '@/features/payments/lib/charge-label';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';

/** Tenant › Payments: the real ledger of the tenant's lease — what is open, and what was paid. */
export default function TenantPaymentsPage() {
  const { t, i18n } = useTranslation(['payments', 'leases']);
  const { money: orgMoney } = useMoney();
  const leases = useLeases({}, { all: true });
  const lease = leases.data?.items.find((item) => item.status === 'active') ?? leases.data?.items[0] ?? null;
  const ledger = useLeaseLedger(lease?.id ?? null);
  const [paying, setPaying] = useState<Lease | null>(null);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  const money = (cents: number) => orgMoney(cents, { decimals: true });

  const open = [...(ledger.data?.charges ?? [])].filter((c) => c.open > 0).reverse();
  const history = [...(ledger.data?.payments ?? [])].reverse();
  const balance = ledger.data?.balance ?? lease?.balance ?? 0;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title={t('tenant.title')}
        subtitle={t('tenant.subtitle')}
        action={
          lease ? (
            <Button onClick={() => setPaying(lease)}>
              <CreditCard aria-hidden="true" />
              {t('tenant.makePayment')}
            </Button>
          ) : null
        }
      />
      {leases.isError ? (
        <p role="alert" className="text-destructive">
          {t('tenant.loadFailed', { message: leases.error.message })}
        </p>
      ) : leases.isPending ? (
        <p className="text-muted-foreground">{t('leases:detail.loading')}</p>
      ) : !lease ? (
        <Card>
          <CardContent>
            <p className="text-muted-foreground">{t('tenant.noLease')}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card className="gap-2">
            <CardHeader>
              <CardTitle className="text-sm font-medium text-muted-foreground">
                {balance < 0 ? t('tenant.credit') : t('tenant.balanceDue')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold tabular-nums">{money(Math.abs(balance))}</p>
              <p className="text-sm text-muted-foreground">
                {lease.propertyAddress}
                {lease.unitLabel ? ` · ${lease.unitLabel}` : ''}
              </p>
            </CardContent>
          </Card>

          <ProcessingPayments audience="tenant" />

          <AutopayCard leaseId={lease.id} />

          <Card>
            <CardHeader>
              <CardTitle>{t('tenant.upcoming')}</CardTitle>
            </CardHeader>
            <CardContent>
              {open.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('tenant.noUpcoming')}</p>
              ) : (
                <ul className="grid gap-3">
                  {open.map((charge) => (
                    <li key={charge.id} className="flex items-center justify-between gap-3 text-sm">
                      <div>
                        <p className="font-medium">
                          {chargeLabel((key, values) => t(`leases:${key}`, values), charge, i18n.language)}
                        </p>
                        <p className="text-muted-foreground">
                          {t('upcoming.due', { date: formatDate(charge.dueDate, i18n.language) })}
                        </p>
                      </div>
                      <div className="flex items-center gap-3">
                        <span className="font-medium tabular-nums">{money(charge.open)}</span>
                        <PaymentStatusBadge status={charge.status} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('tenant.history')}</CardTitle>
            </CardHeader>
            <CardContent>
              {history.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('tenant.noHistory')}</p>
              ) : (
                <DataList
                  bare
                  csvName="payments"
                  query={{ isError: false, isPending: false, error: null, data: { items: history } }}
                  rowKey={(payment) => payment.id}
                  rowName={(payment) => payment.receiptNumber}
                  loadingText=""
                  errorText={() => ''}
                  emptyIcon={ReceiptText}
                  emptyText={t('tenant.noHistory')}
                  columns={[
                    {
                      label: t('leases:ledgerColumns.date'),
                      card: 'title',
                      cell: (payment) => formatDate(payment.receivedAt, i18n.language),
                    },
                    {
                      label: t('leases:ledgerColumns.method'),
                      cell: (payment) => t(`method.${payment.method}`),
                    },
                    {
                      label: t('leases:ledgerColumns.receipt'),
                      // One token, on one line (issue 24: it wrapped over four lines on a phone).
                      cell: (payment) => (
                        <span className="font-mono text-xs whitespace-nowrap">{payment.receiptNumber}</span>
                      ),
                    },
                    { label: t('columns.amount'), end: true, cell: (payment) => money(payment.amount) },
                    {
                      label: t('columns.status'),
                      card: 'status',
                      // A voided or returned payment stays listed, marked: it no longer counts.
                      cell: (payment) =>
                        payment.voided ? (
                          <Badge variant="outline">{t('void.badge')}</Badge>
                        ) : (
                          <Badge variant="success">{t('status.paid')}</Badge>
                        ),
                    },
                  ]}
                  actionsLabel={t('columns.actions')}
                  actions={(payment) => [
                    {
                      label: t('receipt.action'),
                      ariaLabel: t('tenant.receipt', { number: payment.receiptNumber }),
                      icon: ReceiptText,
                      onSelect: () => setReceiptId(payment.id),
                    },
                  ]}
                />
              )}
            </CardContent>
          </Card>
        </>
      )}
      <PaymentPayDialog lease={paying} onOpenChange={(next) => !next && setPaying(null)} />
      <PaymentReceiptDialog paymentId={receiptId} onOpenChange={(next) => !next && setReceiptId(null)} />
    </div>
  );
}
