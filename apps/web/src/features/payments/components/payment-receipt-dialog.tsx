import { toSupportedLanguage } from '@rentwise/core/i18n';
import { DEFAULT_CURRENCY, formatMoney } from '@rentwise/core/money/money';

import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useDownloadReceiptPdf } from '../api/download-receipt-pdf';
import { useReceipt } from '../api/get-receipt';
import { chargeLabel } from '../lib/charge-label';

/**
 * A payment's receipt (number, date, parties, amount, the charges it settled, the balance after
 * it) for the tenant and the owner, with its PDF in the same language.
 */
export function PaymentReceiptDialog({
  paymentId,
  onOpenChange,
}: {
  paymentId: string | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['payments', 'leases']);
  const { currency } = useMoney();
  const lang = toSupportedLanguage(i18n.language) ?? 'en';
  const receipt = useReceipt(paymentId, lang);
  const download = useDownloadReceiptPdf();
  // The receipt says its own currency (the lease's organisation's), for the owner and the tenant.
  const money = (cents: number) =>
    formatMoney(cents, i18n.language, {
      decimals: true,
      currency: receipt.data?.currency ?? currency ?? DEFAULT_CURRENCY,
    });
  const data = receipt.data;

  const onDownload = async () => {
    if (!paymentId || download.isPending) return;
    try {
      await download.mutateAsync({ paymentId, lang });
      toast.success(t('receipt.downloaded'));
    } catch (error) {
      toast.error(t('receipt.downloadFailed'), { description: (error as Error).message });
    }
  };

  return (
    <Dialog open={paymentId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {data ? t('receipt.title', { number: data.number }) : t('receipt.action')}
          </DialogTitle>
          <DialogDescription>
            {data
              ? t('receipt.description', { date: formatDate(data.date, i18n.language) })
              : t('receipt.loading')}
          </DialogDescription>
        </DialogHeader>
        {receipt.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('receipt.loadFailed', { message: receipt.error.message })}
          </p>
        ) : data ? (
          <div className="grid min-w-0 gap-4">
            {data.voided && (
              <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
                {t(data.voided.returned ? 'receipt.returned' : 'receipt.voided', {
                  date: formatDate(data.voided.date, i18n.language),
                  reason: data.voided.reason,
                })}
              </p>
            )}
            <div className="rounded-lg border bg-muted/30 p-4">
              <p className="text-sm text-muted-foreground">{t('receipt.amount')}</p>
              <p className="text-3xl font-bold tabular-nums">{money(data.amount)}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('receipt.date')}</dt>
              <dd>{formatDate(data.date, i18n.language)}</dd>
              <dt className="text-muted-foreground">{t('receipt.tenant')}</dt>
              <dd>{data.tenant.name}</dd>
              {data.landlord.name && (
                <>
                  <dt className="text-muted-foreground">{t('receipt.landlord')}</dt>
                  <dd>{data.landlord.name}</dd>
                </>
              )}
              <dt className="text-muted-foreground">{t('receipt.property')}</dt>
              <dd>
                {data.property.address}
                {data.property.unitLabel ? ` · ${data.property.unitLabel}` : ''}
              </dd>
              <dt className="text-muted-foreground">{t('receipt.method')}</dt>
              <dd>{t(`method.${data.method}`)}</dd>
              {data.reference && (
                <>
                  <dt className="text-muted-foreground">{t('receipt.reference')}</dt>
                  <dd>{data.reference}</dd>
                </>
              )}
            </dl>
            {data.allocations.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('receipt.noAllocations')}</p>
            ) : (
              <div className="overflow-x-auto rounded-md border">
                <table className="w-full min-w-[360px] text-sm">
                  <thead className="bg-muted/40 text-left text-muted-foreground">
                    <tr>
                      <th className="px-3 py-2 font-medium">{t('receipt.appliedTo')}</th>
                      <th className="px-3 py-2 font-medium">{t('receipt.dueDate')}</th>
                      <th className="px-3 py-2 text-right font-medium">{t('receipt.lineAmount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.allocations.map((allocation) => (
                      <tr key={allocation.chargeId} className="border-t">
                        <td className="px-3 py-2">
                          {chargeLabel(
                            (key, values) => t(`leases:${key}`, values),
                            allocation,
                            i18n.language,
                          )}
                        </td>
                        <td className="px-3 py-2">{formatDate(allocation.dueDate, i18n.language)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{money(allocation.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {data.unallocated > 0 && (
                <>
                  <dt className="text-muted-foreground">{t('receipt.unallocated')}</dt>
                  <dd className="text-right tabular-nums">{money(data.unallocated)}</dd>
                </>
              )}
              <dt className="text-muted-foreground">
                {data.remainingBalance < 0 ? t('receipt.credit') : t('receipt.balance')}
              </dt>
              <dd className="text-right font-medium tabular-nums">
                {money(Math.abs(data.remainingBalance))}
              </dd>
            </dl>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('receipt.loading')}</p>
        )}
        <DialogFooter>
          <Button onClick={onDownload} disabled={!data || download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? t('receipt.downloading') : t('receipt.download')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
