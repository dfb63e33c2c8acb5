import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useLeaseExpiries } from '../api/get-lease-expiries';
import { LeaseExpiryBadge } from './lease-expiry-badge';

const SHOWN = 6;

/**
 * Owner dashboard (issue 22 item 2): leases ending within 30/60/90 days and leases past their end
 * with the unit still occupied, most urgent first — the flags the leases list shows, from the same
 * definition (core leases/expiry.ts).
 */
export function LeaseExpiriesCard({ leasesHref }: { leasesHref: string }) {
  const { t, i18n } = useTranslation('leases');
  const expiries = useLeaseExpiries();
  const items = expiries.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-5" />
          {t('expiry.cardTitle')}
        </CardTitle>
        <CardDescription>{t('expiry.cardDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {expiries.isPending ? (
          <p className="text-muted-foreground">{t('expiry.loading')}</p>
        ) : expiries.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('expiry.failed')}
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('expiry.empty')}
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={t('expiry.cardTitle')}>
              {items.slice(0, SHOWN).map((item) => (
                <li
                  key={item.leaseId}
                  className="flex flex-wrap items-center justify-between gap-2 border-b pb-2 text-sm last:border-0"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{item.tenantName}</p>
                    <p className="text-muted-foreground">
                      {item.propertyAddress}
                      {item.unitLabel ? ` · ${item.unitLabel}` : ''} ·{' '}
                      {t(item.flag === 'past-end-occupied' ? 'expiry.ended' : 'expiry.ends', {
                        date: formatDate(item.endDate, i18n.language),
                      })}
                    </p>
                  </div>
                  <LeaseExpiryBadge flag={item.flag} />
                </li>
              ))}
            </ul>
            <p className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="text-muted-foreground">
                {items.length > SHOWN ? t('expiry.more', { count: items.length - SHOWN }) : ''}
              </span>
              <Link to={leasesHref} className="font-medium underline-offset-4 hover:underline">
                {t('expiry.viewAll')}
              </Link>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
