import {
  CalendarClock,
  CreditCard,
  FileText,
  Home,
  type LucideIcon,
  MessageSquare,
  Wallet,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { greeting, useFirstSignIn } from '@/features/auth/lib/use-first-sign-in';
import { useTenantDashboard } from '@/features/dashboard/api/get-tenant-dashboard';
import { SummaryCard, Value } from '@/features/dashboard/components/dashboard-cards';
import { ImportantNoticesCard } from '@/features/dashboard/components/important-notices-card';
import { LeaseTermsDialog } from '@/features/leases/components/lease-terms';
import { TenantMaintenanceCard } from '@/features/maintenance/components/tenant-maintenance-card';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { RenewalOfferCards } from '@/features/renewals/components/renewal-offer-cards';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';

const quickActions: { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'makePayment', to: '/tenant-dashboard/payments', icon: CreditCard },
  // Opens the New Request form straight away.
  { key: 'reportIssue', to: '/tenant-dashboard/maintenance?new=1', icon: Wrench },
  { key: 'viewDocuments', to: '/tenant-dashboard/documents', icon: FileText },
  { key: 'messageLandlord', to: '/tenant-dashboard/messages', icon: MessageSquare },
];

/** The tenant dashboard, computed by the server from the tenant's lease and its rent ledger. */
export default function TenantDashboardPage() {
  const { t, i18n } = useTranslation(['tenant', 'payments']);
  const firstSignIn = useFirstSignIn();
  const [viewingLease, setViewingLease] = useState<string | null>(null);
  const { money: orgMoney } = useMoney();
  const dashboard = useTenantDashboard();
  const money = (cents: number) => orgMoney(cents, { decimals: true });
  const date = (value: string) => formatDate(value, i18n.language);

  if (dashboard.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('dashboard.loadFailed', { message: dashboard.error.message })}
      </p>
    );
  }
  const data = dashboard.data;
  const lease = data?.lease ?? null;
  const none = t('dashboard.cards.none');

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{greeting(t, firstSignIn, data?.firstName)}</h1>
        <p className="text-muted-foreground">{t('dashboard.subtitle')}</p>
      </div>

      <RenewalOfferCards />

      {data && !lease && (
        <Card>
          <CardContent>
            <p className="text-muted-foreground">{t('dashboard.noLease')}</p>
          </CardContent>
        </Card>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard icon={Wallet} title={t('dashboard.cards.nextRent')}>
          {!data || !lease ? (
            <Value>{none}</Value>
          ) : data.amountDue.total > 0 ? (
            <>
              {/* What is owed in all, not one month's rent while more is owed (decision 024). */}
              <Value className={data.amountDue.overdue > 0 ? 'text-destructive' : undefined}>
                {money(data.amountDue.total)}
              </Value>
              {data.amountDue.overdue > 0 && data.amountDue.oldestOverdueDueDate ? (
                <p className="text-sm font-medium text-destructive">
                  {t('dashboard.cards.overdueSince', {
                    amount: money(data.amountDue.overdue),
                    date: date(data.amountDue.oldestOverdueDueDate),
                    count: data.amountDue.overdueCount,
                  })}
                </p>
              ) : null}
              {data.nextRent && (
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {data.amountDue.total === data.nextRent.amount
                    ? t('dashboard.cards.dueOn', { date: date(data.nextRent.dueDate) })
                    : t('dashboard.cards.oldestOpen', {
                        amount: money(data.nextRent.amount),
                        date: date(data.nextRent.dueDate),
                      })}
                  <PaymentStatusBadge status={data.nextRent.status} />
                </div>
              )}
            </>
          ) : (
            <>
              <Value>{t('dashboard.cards.allPaid')}</Value>
              <p className="text-sm text-muted-foreground">
                {data.upcomingRent
                  ? t('dashboard.cards.upcomingNote', {
                      amount: money(data.upcomingRent.amount),
                      date: date(data.upcomingRent.dueDate),
                    })
                  : t('dashboard.cards.allPaidNote')}
              </p>
            </>
          )}
        </SummaryCard>
        <SummaryCard icon={CalendarClock} title={t('dashboard.cards.leaseEnds')}>
          <Value>{lease ? date(lease.endDate) : none}</Value>
          {lease && (
            <p className="text-sm text-muted-foreground">
              {lease.daysRemaining > 0
                ? t('dashboard.cards.daysRemaining', { count: lease.daysRemaining })
                : t('dashboard.cards.ended')}
            </p>
          )}
        </SummaryCard>
        <SummaryCard icon={Home} title={t('dashboard.cards.yourProperty')}>
          <Value className="text-lg">{lease ? lease.propertyAddress : none}</Value>
          {lease?.unitLabel && <p className="text-sm text-muted-foreground">{lease.unitLabel}</p>}
          {lease && (
            <Button
              variant="link"
              className="h-auto justify-self-start p-0"
              onClick={() => setViewingLease(lease.id)}
            >
              {t('dashboard.cards.viewLease')}
            </Button>
          )}
        </SummaryCard>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.quickActions.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ key, to, icon: Icon }) => (
            <Button key={key} asChild variant={key === 'makePayment' ? 'default' : 'outline'}>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(`dashboard.quickActions.${key}`)}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle>{t('dashboard.history.title')}</CardTitle>
          <Button asChild variant="link" className="h-auto p-0">
            <Link to="/tenant-dashboard/payments">{t('dashboard.history.viewAll')}</Link>
          </Button>
        </CardHeader>
        <CardContent>
          {!data ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.loading')}</p>
          ) : data.recentPayments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('dashboard.history.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {data.recentPayments.map((payment) => (
                <li key={payment.id} className="flex items-center justify-between gap-3 text-sm">
                  <div>
                    <p className="font-medium">{date(payment.receivedAt)}</p>
                    <p className="text-muted-foreground">
                      {t(`payments:method.${payment.method}`)} ·{' '}
                      <span className="whitespace-nowrap">
                        {t('payments:tenant.receipt', { number: payment.receiptNumber })}
                      </span>
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-medium tabular-nums">{money(payment.amount)}</span>
                    <Badge variant="success">{t('payments:status.paid')}</Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <TenantMaintenanceCard />

      <ImportantNoticesCard />
      <LeaseTermsDialog leaseId={viewingLease} onOpenChange={(open) => !open && setViewingLease(null)} />
    </div>
  );
}
