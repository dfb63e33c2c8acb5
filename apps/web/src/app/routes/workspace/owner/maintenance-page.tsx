import type { MaintenancePriority, MaintenanceStatus } from '@rentwise/core/maintenance/schemas';
import { maintenancePriorities, maintenanceStatuses } from '@rentwise/core/maintenance/schemas';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useMaintenanceRequests } from '@/features/maintenance/api/get-maintenance-requests';
import { MaintenanceCreateDialog } from '@/features/maintenance/components/maintenance-create-dialog';
import { MaintenanceDetailDialog } from '@/features/maintenance/components/maintenance-detail-dialog';
import { MaintenanceList } from '@/features/maintenance/components/maintenance-list';
import { PropertyOptions } from '@/features/properties/components/property-options';
import { useCan } from '@/features/team';

/**
 * Owner › Maintenance: every request of the portfolio, filtered by status, priority and property,
 * newest first. `?request=<id>` (the notifications' link) opens one request's detail.
 */
export default function OwnerMaintenancePage() {
  const { t } = useTranslation('maintenance');
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

      <MaintenanceList query={requests} filtered={filtered} onOpen={open} />

      <MaintenanceCreateDialog open={logging} onOpenChange={setLogging} />
      <MaintenanceDetailDialog requestId={openId} onClose={() => open(null)} />
    </div>
  );
}
