import { Hourglass } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useProcessingPayments } from '../api/get-processing-payments';

/**
 * Bank debits Stripe is still processing (issue 25 item 1): not in the ledger yet, shown as such
 * on the tenant's Payments page and the owner's dashboard until the bank confirms (or returns) them.
 * Nothing is shown when there are none.
 */
export function ProcessingPayments({ audience }: { audience: 'tenant' | 'owner' }) {
  const { t, i18n } = useTranslation('payments');
  const { money } = useMoney();
  const processing = useProcessingPayments();
  const items = processing.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('processing.title')}</CardTitle>
        <CardDescription>{t(`processing.description.${audience}`)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item) => (
            <li
              key={item.paymentIntentId}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {audience === 'owner' ? `${item.tenantName} · ` : ''}
                  {item.propertyAddress}
                  {item.unitLabel ? ` · ${item.unitLabel}` : ''}
                </p>
                <p className="text-muted-foreground">
                  {t('processing.since', { date: formatDate(item.startedAt.slice(0, 10), i18n.language) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-medium tabular-nums">{money(item.amount, { decimals: true })}</span>
                <Badge variant="secondary" className="gap-1">
                  <Hourglass aria-hidden="true" className="size-3" />
                  {t('processing.badge')}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
