import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { Wrench } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataList, pagesListQuery } from '@/components/data-list';
import { formatDate } from '@/lib/dates';
import type { useMaintenanceRequests } from '../api/get-maintenance-requests';
import { MaintenancePriorityBadge, MaintenanceStatusBadge } from './maintenance-badges';

/**
 * Owner › Maintenance's requests on the shared DataList: a table from 768 px, one card per request
 * on a phone, Load more, and Export CSV of the requests shown (decision 031). Open shows one.
 */
export function MaintenanceList({
  query,
  filtered,
  onOpen,
}: {
  query: ReturnType<typeof useMaintenanceRequests>;
  filtered: boolean;
  onOpen(id: string): void;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const reportedBy = (request: MaintenanceRequest) =>
    request.reportedByKind === 'tenant' && request.tenantName
      ? t('owner.byTenant', { name: request.tenantName })
      : t('owner.byOwner');
  return (
    <DataList
      paged
      csvName="maintenance"
      className="min-w-0"
      query={pagesListQuery(query)}
      rowKey={(request) => request.id}
      rowName={(request) => request.title}
      columns={[
        {
          label: t('owner.columns.issue'),
          card: 'title',
          cell: (request) => <span className="font-medium break-words">{request.title}</span>,
        },
        {
          label: t('owner.columns.status'),
          card: 'status',
          cell: (request) => <MaintenanceStatusBadge status={request.status} />,
          csv: (request) => t(`status.${request.status}`),
        },
        {
          label: t('owner.columns.priority'),
          cell: (request) => <MaintenancePriorityBadge priority={request.priority} />,
          csv: (request) => t(`priority.${request.priority}`),
        },
        {
          label: t('owner.columns.property'),
          cell: (request) =>
            request.unitLabel ? `${request.propertyAddress} · ${request.unitLabel}` : request.propertyAddress,
        },
        {
          label: t('owner.columns.reported'),
          cell: (request) => (
            <>
              <span className="block">{formatDate(request.createdAt, i18n.language)}</span>
              <span className="block text-muted-foreground">{reportedBy(request)}</span>
            </>
          ),
          csv: (request) => `${formatDate(request.createdAt, i18n.language)} · ${reportedBy(request)}`,
        },
        {
          label: t('owner.columns.vendor'),
          csv: (request) =>
            [
              request.vendor ? request.vendor.name : t('owner.unassigned'),
              request.scheduledFor &&
                t('owner.visitLine', { date: formatDate(request.scheduledFor, i18n.language) }),
            ]
              .filter(Boolean)
              .join(' · '),
          cell: (request) => (
            <>
              <span className="block">{request.vendor ? request.vendor.name : t('owner.unassigned')}</span>
              {request.scheduledFor && (
                <span className="block text-muted-foreground">
                  {t('owner.visitLine', { date: formatDate(request.scheduledFor, i18n.language) })}
                </span>
              )}
            </>
          ),
        },
      ]}
      actions={(request) => [
        {
          label: t('owner.open'),
          ariaLabel: t('owner.openRequest', { title: request.title }),
          onSelect: () => onOpen(request.id),
        },
      ]}
      actionsLabel={t('owner.columns.actions')}
      loadingText={t('owner.loading')}
      errorText={(message) => t('owner.loadFailed', { message })}
      emptyIcon={Wrench}
      emptyText={filtered ? t('owner.noMatch') : t('owner.empty')}
      emptyHint={filtered ? undefined : t('owner.emptyHint')}
    />
  );
}
