import type { MaintenancePriority, MaintenanceStatus } from '@rentwise/core/maintenance/schemas';
import { maintenancePriorities, maintenanceStatuses } from '@rentwise/core/maintenance/schemas';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { useMaintenanceRequests } from '@/features/maintenance/api/get-maintenance-requests';
import {
  MaintenancePriorityBadge,
  MaintenanceStatusBadge,
} from '@/features/maintenance/components/maintenance-badges';
import { MaintenanceCreateDialog } from '@/features/maintenance/components/maintenance-create-dialog';
import { MaintenanceDetailDialog } from '@/features/maintenance/components/maintenance-detail-dialog';
import { PropertyOptions } from '@/features/properties/components/property-options';
import { useCan } from '@/features/team';
import { formatDate } from '@/lib/dates';

/**
 * Owner › Maintenance: every request of the portfolio, filtered by status, priority and property,
 * newest first. `?request=<id>` (the notifications' link) opens one request's detail.
 */
export default function OwnerMaintenancePage() {
  const { t, i18n } = useTranslation('maintenance');
  const canLog = useCan('maintenance.write');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<MaintenanceStatus | ''>('');
  const [priority, setPriority] = useState<MaintenancePriority | ''>('');
  const [propertyId, setPropertyId] = useState('');
  const [logging, setLogging] = useState(false);
  const requests = useMaintenanceRequests({
    status: status || undefined,
    priority: priority || undefined,
    propertyId: propertyId || undefined,
  });
  const openId = params.get('request');
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('request', id);
        else next.delete('request');
        return next;
      },
      { replace: true },
    );
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(status || priority || propertyId);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('owner.title')}
        subtitle={t('owner.subtitle')}
        action={
          canLog && (
            <Button onClick={() => setLogging(true)}>
              <Wrench aria-hidden="true" />
              {t('owner.log')}
            </Button>
          )
        }
      />

      <div className="grid gap-3 sm:grid-cols-3">
        <NativeSelect
          aria-label={t('owner.filters.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as MaintenanceStatus | '')}
        >
          <option value="">{t('owner.filters.allStatuses')}</option>
          {maintenanceStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('owner.filters.priority')}
          value={priority}
          onChange={(e) => setPriority(e.target.value as MaintenancePriority | '')}
        >
          <option value="">{t('owner.filters.allPriorities')}</option>
          {maintenancePriorities.map((value) => (
            <option key={value} value={value}>
              {t(`priority.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('owner.filters.property')}
          value={propertyId}
          onChange={(e) => setPropertyId(e.target.value)}
        >
          <PropertyOptions emptyLabel={t('owner.filters.allProperties')} />
        </NativeSelect>
      </div>

      <Card className="min-w-0 py-0">
        <CardContent className="px-0">
          {requests.isError ? (
            <p role="alert" className="p-6 text-destructive">
              {t('owner.loadFailed', { message: requests.error.message })}
            </p>
          ) : requests.isPending ? (
            <p className="p-6 text-muted-foreground">{t('owner.loading')}</p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 p-10 text-center">
              <Wrench aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-medium">{filtered ? t('owner.noMatch') : t('owner.empty')}</p>
              {!filtered && <p className="text-sm text-muted-foreground">{t('owner.emptyHint')}</p>}
            </div>
          ) : (
            <ul aria-label={t('owner.title')}>
              {items.map((request) => (
                <li
                  key={request.id}
                  className="grid gap-3 border-b p-4 last:border-0 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
                >
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-medium break-words">{request.title}</p>
                      <MaintenanceStatusBadge status={request.status} />
                      <MaintenancePriorityBadge priority={request.priority} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {request.propertyAddress}
                      {request.unitLabel ? ` · ${request.unitLabel}` : ''} ·{' '}
                      {formatDate(request.createdAt, i18n.language)}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {request.reportedByKind === 'tenant' && request.tenantName
                        ? t('owner.byTenant', { name: request.tenantName })
                        : t('owner.byOwner')}
                      {' · '}
                      {request.vendor
                        ? t('owner.vendorLine', { name: request.vendor.name })
                        : t('owner.unassigned')}
                      {request.scheduledFor &&
                        ` · ${t('owner.visitLine', { date: formatDate(request.scheduledFor, i18n.language) })}`}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start md:justify-self-end"
                    aria-label={t('owner.openRequest', { title: request.title })}
                    onClick={() => open(request.id)}
                  >
                    {t('owner.open')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <LoadMoreButton query={requests} label={t('owner.loadMore')} className="justify-self-center" />

      <MaintenanceCreateDialog open={logging} onOpenChange={setLogging} />
      <MaintenanceDetailDialog requestId={openId} onClose={() => open(null)} />
    </div>
  );
}
