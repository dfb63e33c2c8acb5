import {
  Bell,
  Building2,
  CalendarClock,
  DollarSign,
  FileSignature,
  Home,
  Percent,
  UserPlus,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { greeting, useFirstSignIn } from '@/features/auth/lib/use-first-sign-in';
import { useOwnerDashboard } from '@/features/dashboard/api/get-owner-dashboard';
import { Empty, Panel, StatCard } from '@/features/dashboard/components/dashboard-cards';
import { OpenChargesList, type ReminderCharge } from '@/features/dashboard/components/open-charges-list';
import { LeaseAgreementsList } from '@/features/leases/components/lease-agreements-list';
import { LeaseCreateDialog } from '@/features/leases/components/lease-create-dialog';
import { LeaseExpiriesCard } from '@/features/leases/components/lease-expiries-card';
import { MaintenanceCreateDialog } from '@/features/maintenance/components/maintenance-create-dialog';
import { ProcessingPayments } from '@/features/payments/components/processing-payments';
import { PropertyCreateDialog } from '@/features/properties/components/property-create-dialog';
import { ReminderCreateDialog } from '@/features/reminders/components/reminder-create-dialog';
import { NoiChartCard, NoiTile } from '@/features/reports/components/noi-card';
import { usePermissions } from '@/features/team';
import type { CreatedTenant } from '@/features/tenants/api/create-tenant';
import { TenantCreateDialog } from '@/features/tenants/components/tenant-create-dialog';
import { TenantCredentialsDialog } from '@/features/tenants/components/tenant-credentials-dialog';
import { formatDate } from '@/lib/dates';
import { formatPercent } from '@/lib/percent';
import { propertyTypeText } from '@/lib/property-type';
import { useMoney } from '@/lib/use-money';

/** The owner dashboard, computed by the server from the owner's own records. */
/** What the Quick Actions card offers; it is left out for a role that may do none of them. */
const quickActions = [
  'property.write',
  'tenant.write',
  'lease.write',
  'reminder.write',
  'maintenance.write',
] as const;

export default function OwnerDashboardPage() {
  const { t, i18n } = useTranslation('owner');
  const firstSignIn = useFirstSignIn();
  const { money: orgMoney } = useMoney();
  const dashboard = useOwnerDashboard();
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<'property' | 'tenant' | 'lease' | 'reminder' | 'maintenance' | null>(
    null,
  );
  const [reminderTenantId, setReminderTenantId] = useState<string | null>(null);
  const [reminderCharge, setReminderCharge] = useState<ReminderCharge | null>(null);
  // From a payment's bell the reminder is about that charge (pre-filled); from the button, blank.
  const openReminder = (tenantId: string | null, charge: ReminderCharge | null = null) => {
    setReminderTenantId(tenantId);
    setReminderCharge(charge);
    setDialog('reminder');
  };
  const [credentials, setCredentials] = useState<CreatedTenant['credentials'] | null>(null);
  const money = (cents: number) => orgMoney(cents);

  if (dashboard.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('dashboard.loadFailed', { message: dashboard.error.message })}
      </p>
    );
  }
  const data = dashboard.data;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{greeting(t, firstSignIn, data?.firstName)}</h1>
        <p className="text-muted-foreground">{t('dashboard.subtitle')}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Building2}
          title={t('dashboard.tiles.totalProperties')}
          value={data ? String(data.totalProperties) : '—'}
          note={data ? t('dashboard.tiles.unitsNote', { count: data.totalUnits }) : undefined}
        />
        <StatCard
          icon={Percent}
          title={t('dashboard.tiles.occupancyRate')}
          value={data ? formatPercent(data.occupancyRate, i18n.language) : '—'}
          note={
            data
              ? `${t('dashboard.tiles.occupiedCount', { count: data.occupiedUnits })} · ${t('dashboard.tiles.vacantCount', { count: data.vacantUnits })}`
              : undefined
          }
        />
        <StatCard
          icon={DollarSign}
          title={t('dashboard.tiles.monthlyRevenue')}
          value={data ? money(data.monthlyRevenue) : '—'}
          note={
            data
              ? `${t('dashboard.tiles.revenueNote')} · ${t('dashboard.tiles.collectedNote', { amount: money(data.collectedThisMonth) })}`
              : t('dashboard.tiles.revenueNote')
          }
        />
        <StatCard
          icon={CalendarClock}
          title={t('dashboard.tiles.pendingPayments')}
          value={data ? money(data.pendingAmount) : '—'}
          note={data ? t('dashboard.tiles.overdueNote', { amount: money(data.overdueAmount) }) : undefined}
        />
      </div>

      {can('report.read') && (
        // NOI (issue 19 item 4): this month's tile and the last 12 months, the same figures as Reports.
        <div className="grid items-start gap-4 lg:grid-cols-3">
          <NoiTile />
          <div className="lg:col-span-2">
            <NoiChartCard />
          </div>
        </div>
      )}

      {can('ledger.read') && <ProcessingPayments audience="owner" />}

      {quickActions.some(can) && (
        <Card>
          <CardHeader>
            <CardTitle>{t('dashboard.quickActions.title')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {can('property.write') && (
              <Button onClick={() => setDialog('property')}>
                <Home aria-hidden="true" />
                {t('dashboard.quickActions.newProperty')}
              </Button>
            )}
            {can('tenant.write') && (
              <Button variant="outline" onClick={() => setDialog('tenant')}>
                <UserPlus aria-hidden="true" />
                {t('dashboard.quickActions.addTenant')}
              </Button>
            )}
            {can('lease.write') && (
              <Button variant="outline" onClick={() => setDialog('lease')}>
                <FileSignature aria-hidden="true" />
                {t('dashboard.quickActions.createLease')}
              </Button>
            )}
            {can('reminder.write') && (
              <Button variant="outline" onClick={() => openReminder(null)}>
                <Bell aria-hidden="true" />
                {t('dashboard.quickActions.scheduleReminder')}
              </Button>
            )}
            {can('maintenance.write') && (
              <Button variant="outline" onClick={() => setDialog('maintenance')}>
                <Wrench aria-hidden="true" />
                {t('dashboard.quickActions.logMaintenance')}
              </Button>
            )}
          </CardContent>
        </Card>
      )}

      <Panel title={t('dashboard.myProperties')}>
        {!data ? (
          <p className="text-muted-foreground">{t('loading')}</p>
        ) : data.properties.length === 0 ? (
          <Empty text={t('dashboard.noProperties')} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.properties.map((property) => (
              <div key={property.id} className="rounded-lg border p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium">{property.address}</p>
                  <Badge variant="secondary">{propertyTypeText(t, property.propertyType)}</Badge>
                </div>
                <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${property.occupancyRate}%` }}
                  />
                </div>
                <p className="mt-2 text-sm text-muted-foreground">
                  {t('dashboard.propertyLine', {
                    occupied: property.occupiedUnits,
                    total: property.unitsCount,
                    rate: property.occupancyRate,
                    revenue: money(property.monthlyRevenue),
                  })}
                </p>
              </div>
            ))}
          </div>
        )}
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('dashboard.leaseAgreements')}>
          <LeaseAgreementsList emptyText={t('dashboard.noLeases')} />
        </Panel>
        <Panel title={t('dashboard.upcomingPayments')}>
          <OpenChargesList
            emptyText={t('dashboard.noPayments')}
            onRemind={openReminder}
            totals={
              data && {
                pending: data.pendingAmount,
                overdue: data.overdueAmount,
                pendingCount: data.pendingCount,
                overdueCount: data.overdueCount,
              }
            }
          />
        </Panel>
      </div>

      {can('lease.read') && <LeaseExpiriesCard leasesHref="/owner-dashboard/leases" />}

      <Panel title={t('dashboard.recentActivity')}>
        {!data ? (
          <p className="text-muted-foreground">{t('loading')}</p>
        ) : data.recentActivity.length === 0 ? (
          <Empty text={t('dashboard.noActivity')} />
        ) : (
          <ul className="grid gap-3">
            {data.recentActivity.map((item) => (
              <li
                key={`${item.type}-${item.at}-${item.values.name}`}
                className="flex items-start justify-between gap-4 text-sm"
              >
                <span>
                  {t(item.key, {
                    ...item.values,
                    amount: item.values.amountCents ? money(Number(item.values.amountCents)) : undefined,
                  })}
                </span>
                <time className="shrink-0 text-muted-foreground" dateTime={item.at}>
                  {formatDate(item.at, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <PropertyCreateDialog
        open={dialog === 'property'}
        onOpenChange={(open) => setDialog(open ? 'property' : null)}
      />
      <TenantCreateDialog
        open={dialog === 'tenant'}
        onOpenChange={(open) => setDialog(open ? 'tenant' : null)}
        onCreated={(result) => setCredentials(result.credentials)}
      />
      <TenantCredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
      <LeaseCreateDialog
        open={dialog === 'lease'}
        onOpenChange={(open) => setDialog(open ? 'lease' : null)}
      />
      <ReminderCreateDialog
        open={dialog === 'reminder'}
        onOpenChange={(open) => setDialog(open ? 'reminder' : null)}
        tenantId={reminderTenantId}
        charge={reminderCharge}
      />
      <MaintenanceCreateDialog
        open={dialog === 'maintenance'}
        onOpenChange={(open) => setDialog(open ? 'maintenance' : null)}
      />
    </div>
  );
}
