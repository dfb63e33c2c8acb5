import {
  isClosedStatus,
  type MaintenancePriority,
  type MaintenanceRequest,
  type MaintenanceStatus,
  maintenancePriorities,
  maintenanceStatuses,
} from '@rentwise/core/maintenance/schemas';
import { Mail, Phone, Plus, UserCog } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { RepairExpensesSection } from '@/features/expenses';
import { formatDate } from '@/lib/dates';
import { useAssignVendor } from '../api/assign-vendor';
import { useMaintenanceRequest } from '../api/get-maintenance-request';
import { useVendors } from '../api/get-vendors';
import { useUpdateMaintenanceRequest } from '../api/update-maintenance-request';
import { tradeText } from '../trade-text';
import { MaintenancePriorityBadge, MaintenanceStatusBadge } from './maintenance-badges';
import { MaintenanceEstimateSection } from './maintenance-estimate-section';
import { MaintenancePhotos } from './maintenance-photos';
import { MaintenanceUpdateForm } from './maintenance-update-forms';
import { MaintenanceUpdates } from './maintenance-updates';
import { VendorCreateDialog } from './vendor-create-dialog';

/**
 * The owner's view of one request: change status, priority and the planned visit; assign a
 * vendor (or add one); post a dated update. Cancelling asks for confirmation first.
 */
export function MaintenanceDetailDialog({
  requestId,
  onClose,
}: {
  requestId: string | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const request = useMaintenanceRequest(requestId);
  const data = request.data;

  return (
    <Dialog open={requestId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {request.isError ? (
          <DialogHeader>
            <DialogTitle>{t('owner.title')}</DialogTitle>
            <DialogDescription role="alert" className="text-destructive">
              {t('detail.loadFailed', { message: request.error.message })}
            </DialogDescription>
          </DialogHeader>
        ) : !data ? (
          <DialogHeader>
            <DialogTitle>{t('owner.title')}</DialogTitle>
            <DialogDescription>{t('detail.loading')}</DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogHeader className="pr-6">
              <DialogTitle className="leading-snug">{data.title}</DialogTitle>
              <DialogDescription>
                {data.propertyAddress}
                {data.unitLabel ? ` · ${data.unitLabel}` : ''} ·{' '}
                {t('detail.reported', { date: formatDate(data.createdAt, i18n.language) })}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <MaintenanceStatusBadge status={data.status} />
              <MaintenancePriorityBadge priority={data.priority} />
              <span className="text-sm text-muted-foreground">
                {t(`category.${data.category}`)} · {data.tenantName ?? t('detail.noTenant')}
              </span>
            </div>
            <p className="whitespace-pre-line break-words text-sm">{data.description}</p>
            <MaintenancePhotos requestId={data.id} photos={data.photos} canAdd />
            <MaintenanceEstimateSection key={`estimate-${data.id}-${data.updatedAt}`} request={data} />
            <ManageSection key={`${data.id}-${data.updatedAt}`} request={data} />
            <VendorSection request={data} />
            <RepairExpensesSection request={data} />
            <Section title={t('updates.title')}>
              <MaintenanceUpdates updates={data.updates} />
              <MaintenanceUpdateForm request={data} />
            </Section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t pt-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function ManageSection({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('maintenance');
  const update = useUpdateMaintenanceRequest();
  const [status, setStatus] = useState<MaintenanceStatus>(request.status);
  const [priority, setPriority] = useState<MaintenancePriority>(request.priority);
  const [visit, setVisit] = useState(request.scheduledFor ?? '');
  const [confirming, setConfirming] = useState(false);
  const changed =
    status !== request.status || priority !== request.priority || visit !== (request.scheduledFor ?? '');

  const save = async () => {
    try {
      await update.mutateAsync({
        id: request.id,
        body: {
          ...(status !== request.status ? { status } : {}),
          ...(priority !== request.priority ? { priority } : {}),
          ...(visit !== (request.scheduledFor ?? '') ? { scheduledFor: visit || null } : {}),
        },
      });
      toast.success(t('detail.saved'));
      setConfirming(false);
    } catch (error) {
      toast.error(t('detail.saveFailed'), { description: (error as Error).message });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Cancelling ends the vendor's link and tells the tenant: ask first.
    if (status === 'cancelled' && request.status !== 'cancelled') setConfirming(true);
    else void save();
  };

  return (
    <Section title={t('detail.manage')}>
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <Field label={t('detail.status')}>
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as MaintenanceStatus)}>
            {maintenanceStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('detail.priority')}>
          <NativeSelect value={priority} onChange={(e) => setPriority(e.target.value as MaintenancePriority)}>
            {maintenancePriorities.map((value) => (
              <option key={value} value={value}>
                {t(`priority.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('detail.visit')}>
          <Input type="date" value={visit} onChange={(e) => setVisit(e.target.value)} />
        </Field>
        <div className="sm:col-span-3 sm:flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={!changed || update.isPending}>
            {update.isPending ? t('detail.saving') : t('detail.save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.confirmCancelTitle')}
        description={t('detail.confirmCancelDescription')}
        keepLabel={t('detail.confirmCancelKeep')}
        confirmLabel={t('detail.confirmCancel')}
        working={update.isPending}
        onConfirm={save}
      />
    </Section>
  );
}

function VendorSection({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('maintenance');
  const vendors = useVendors();
  const assign = useAssignVendor();
  const [vendorId, setVendorId] = useState('');
  const [adding, setAdding] = useState(false);
  const closed = isClosedStatus(request.status);

  useEffect(() => {
    setVendorId(request.vendor?.id ?? '');
  }, [request.vendor?.id]);

  const onAssign = async (event: FormEvent) => {
    event.preventDefault();
    if (!vendorId) return;
    try {
      const result = await assign.mutateAsync({ id: request.id, vendorId });
      toast.success(t('detail.assigned'), {
        description: t('detail.assignedDescription', { name: result.vendor?.name ?? '' }),
      });
    } catch (error) {
      toast.error(t('detail.assignFailed'), { description: (error as Error).message });
    }
  };

  return (
    <Section title={t('detail.vendor')}>
      {request.vendor ? (
        <div className="grid gap-1 rounded-md border p-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <UserCog aria-hidden="true" className="size-4 text-muted-foreground" />
            {request.vendor.name} · {tradeText(t, request.vendor.trade)}
          </p>
          <p className="flex items-center gap-2 break-all text-muted-foreground">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <a className="underline-offset-2 hover:underline" href={`mailto:${request.vendor.email}`}>
              {request.vendor.email}
            </a>
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a className="underline-offset-2 hover:underline" href={`tel:${request.vendor.phone}`}>
              {request.vendor.phone}
            </a>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('owner.unassigned')}</p>
      )}
      {closed ? (
        <p className="text-sm text-muted-foreground">{t('detail.closedNoAssign')}</p>
      ) : (
        <form onSubmit={onAssign} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field
            label={t('detail.chooseVendor')}
            className="flex-1"
            hint={vendors.isSuccess && vendors.data.items.length === 0 ? t('detail.noVendors') : undefined}
          >
            <NativeSelect value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
              <option value="">{t('detail.chooseVendor')}</option>
              {vendors.data?.items.map((vendor) => (
                <option key={vendor.id} value={vendor.id}>
                  {vendor.name} ({tradeText(t, vendor.trade)})
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" disabled={!vendorId || assign.isPending}>
            {assign.isPending
              ? t('detail.assigning')
              : request.vendor && request.vendor.id === vendorId
                ? t('detail.reassign')
                : t('detail.assign')}
          </Button>
          <Button type="button" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('detail.addVendor')}
          </Button>
        </form>
      )}
      <VendorCreateDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(vendor) => setVendorId(vendor.id)}
      />
    </Section>
  );
}
