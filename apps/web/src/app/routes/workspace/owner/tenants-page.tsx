import type { Tenant } from '@rentwise/core/tenants/schemas';
import {
  Archive,
  ArchiveRestore,
  BellRing,
  Eye,
  MailCheck,
  MailWarning,
  Pencil,
  Plus,
  Send,
  Users,
} from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReminderCreateDialog } from '@/features/reminders/components/reminder-create-dialog';
import { useCan } from '@/features/team';
import { useSetTenantArchived } from '@/features/tenants/api/archive-tenant';
import type { CreatedTenant } from '@/features/tenants/api/create-tenant';
import { useTenants } from '@/features/tenants/api/get-tenants';
import { useResendTenantInvitation } from '@/features/tenants/api/resend-tenant-invitation';
import { TenantCreateDialog } from '@/features/tenants/components/tenant-create-dialog';
import { TenantCredentialsDialog } from '@/features/tenants/components/tenant-credentials-dialog';
import { TenantEditDialog } from '@/features/tenants/components/tenant-edit-dialog';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

const statusVariant = { pending: 'warning', active: 'success', former: 'neutral' } as const;

/** Owner › Tenants: search by tenant name or property; add a tenant with a real login account. */
export default function TenantsPage() {
  const { t, i18n } = useTranslation('owner');
  const canWrite = useCan('tenant.write');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [showArchived, setShowArchived] = useState(false);
  const tenants = useTenants({ search: deferredSearch || undefined, archived: showArchived });
  const [adding, setAdding] = useState(false);
  const [credentials, setCredentials] = useState<CreatedTenant['credentials'] | null>(null);
  const [viewing, setViewing] = useState<Tenant | null>(null);
  const [reminding, setReminding] = useState<string | null>(null);
  const [editing, setEditing] = useState<Tenant | null>(null);
  const [archiving, setArchiving] = useState<Tenant | null>(null);
  const setArchived = useSetTenantArchived();
  const resendInvitation = useResendTenantInvitation();

  /** The tenant's invitation again (issue 23 finding 4); a refusal says when it can go again. */
  const resend = async (tenant: Tenant) => {
    try {
      const updated = await resendInvitation.mutateAsync(tenant.id);
      toast.success(t('tenants.emailConfirmation.resent', { email: tenant.email }));
      if (viewing?.id === tenant.id) setViewing(updated);
    } catch (error) {
      toast.error(t('tenants.emailConfirmation.resendFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  /** Archive (after the confirmation) or unarchive; a 409 means a lease is still running. */
  const archive = async (tenant: Tenant, value: boolean) => {
    const name = `${tenant.firstName} ${tenant.lastName}`;
    try {
      const updated = await setArchived.mutateAsync({ id: tenant.id, archived: value });
      toast.success(value ? t('tenants.archive.done', { name }) : t('tenants.archive.undone', { name }));
      if (viewing?.id === tenant.id) setViewing(value ? null : updated);
    } catch (error) {
      toast.error(value ? t('tenants.archive.failed') : t('tenants.archive.unarchiveFailed'), {
        description:
          error instanceof ApiError && error.status === 409
            ? t('tenants.archive.blocked')
            : error instanceof Error
              ? error.message
              : undefined,
      });
    }
    setArchiving(null);
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('tenants.title')}
        subtitle={t('tenants.subtitle')}
        action={
          canWrite && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t('tenants.add')}
            </Button>
          )
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="w-full sm:max-w-md sm:flex-1">
          <SearchInput label={t('tenants.search')} value={search} onChange={setSearch} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          {t('tenants.showArchived')}
        </label>
      </div>

      <DataList
        csvName="tenants"
        paged
        query={tenants}
        rowKey={(tenant) => tenant.id}
        rowName={(tenant) => `${tenant.firstName} ${tenant.lastName}`}
        loadingText={t('loading')}
        errorText={(message) => t('tenants.loadFailed', { message })}
        emptyIcon={Users}
        emptyText={deferredSearch ? t('tenants.noMatch') : t('tenants.empty')}
        columns={[
          {
            label: t('tenants.columns.tenant'),
            card: 'title',
            csv: (tenant) => `${tenant.firstName} ${tenant.lastName}`,
            cell: (tenant) => (
              <>
                <p className="font-medium">
                  {tenant.firstName} {tenant.lastName}
                </p>
                <div className="flex flex-wrap gap-1">
                  <Badge variant={statusVariant[tenant.status]}>{t(`tenants.status.${tenant.status}`)}</Badge>
                  {tenant.archivedAt && <Badge variant="outline">{t('tenants.archivedBadge')}</Badge>}
                  {!tenant.emailConfirmed && !tenant.archivedAt && (
                    <Badge variant="outline">
                      <MailWarning aria-hidden="true" />
                      {t('tenants.emailConfirmation.badge')}
                    </Badge>
                  )}
                </div>
              </>
            ),
          },
          {
            label: t('tenants.columns.contact'),
            cell: (tenant) => (
              <>
                <p className="break-all">{tenant.email}</p>
                <p className="text-muted-foreground">{tenant.phone}</p>
              </>
            ),
          },
          {
            label: t('tenants.columns.property'),
            cell: (tenant) => (
              <>
                <p>{tenant.propertyAddress}</p>
                <p className="text-muted-foreground">{tenant.unitLabel ?? t('tenants.noUnit')}</p>
              </>
            ),
          },
          {
            label: t('tenants.columns.leasePeriod'),
            className: 'text-muted-foreground',
            cell: (tenant) =>
              tenant.lease
                ? `${formatDate(tenant.lease.startDate, i18n.language)} – ${formatDate(tenant.lease.endDate, i18n.language)}`
                : t('tenants.noLease'),
          },
        ]}
        actionsLabel={t('tenants.columns.actions')}
        actions={(tenant) => [
          { label: t('tenants.viewDetails'), icon: Eye, onSelect: () => setViewing(tenant) },
          {
            label: t('tenants.scheduleReminder'),
            icon: BellRing,
            iconOnly: true,
            onSelect: () => setReminding(tenant.id),
          },
          ...(canWrite && tenant.archivedAt
            ? [
                {
                  label: t('tenants.archive.unarchive'),
                  icon: ArchiveRestore,
                  disabled: setArchived.isPending,
                  onSelect: () => archive(tenant, false),
                },
              ]
            : []),
        ]}
      />

      <TenantCreateDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(result) => setCredentials(result.credentials)}
      />
      <TenantCredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
      <ReminderCreateDialog
        open={reminding !== null}
        onOpenChange={(open) => !open && setReminding(null)}
        tenantId={reminding}
      />
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent>
          {viewing && (
            <>
              <DialogHeader>
                <DialogTitle className="flex flex-wrap items-center gap-2">
                  {viewing.firstName} {viewing.lastName}
                  {viewing.archivedAt && <Badge variant="outline">{t('tenants.archivedBadge')}</Badge>}
                </DialogTitle>
                <DialogDescription>{t(`tenants.status.${viewing.status}`)}</DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('tenants.fields.email')}</dt>
                <dd>{viewing.email}</dd>
                <dt className="text-muted-foreground">{t('tenants.fields.phone')}</dt>
                <dd>{viewing.phone}</dd>
                <dt className="text-muted-foreground">{t('tenants.fields.property')}</dt>
                <dd>
                  {viewing.propertyAddress}
                  {viewing.unitLabel ? ` · ${viewing.unitLabel}` : ''}
                </dd>
                <dt className="text-muted-foreground">{t('tenants.fields.moveInDate')}</dt>
                <dd>{viewing.moveInDate ? formatDate(viewing.moveInDate, i18n.language) : '—'}</dd>
                <dt className="text-muted-foreground">{t('tenants.account')}</dt>
                <dd>{viewing.hasAccount ? t('tenants.accountActive') : t('tenants.accountPending')}</dd>
                <dt className="text-muted-foreground">{t('tenants.emailConfirmation.label')}</dt>
                <dd className="flex items-start gap-1.5">
                  {viewing.emailConfirmed ? (
                    <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  ) : (
                    <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                  )}
                  {viewing.emailConfirmed
                    ? t('tenants.emailConfirmation.confirmed')
                    : t('tenants.emailConfirmation.pending')}
                </dd>
              </dl>
              {canWrite && (
                <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
                  {!viewing.emailConfirmed && !viewing.archivedAt && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resendInvitation.isPending}
                      onClick={() => void resend(viewing)}
                    >
                      <Send aria-hidden="true" />
                      {t('tenants.emailConfirmation.resend')}
                    </Button>
                  )}
                  <Button variant="outline" size="sm" onClick={() => setEditing(viewing)}>
                    <Pencil aria-hidden="true" />
                    {t('tenants.edit.open')}
                  </Button>
                  {viewing.archivedAt ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={setArchived.isPending}
                      onClick={() => archive(viewing, false)}
                    >
                      <ArchiveRestore aria-hidden="true" />
                      {t('tenants.archive.unarchive')}
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      onClick={() => setArchiving(viewing)}
                    >
                      <Archive aria-hidden="true" />
                      {t('tenants.archive.open')}
                    </Button>
                  )}
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
      <TenantEditDialog
        tenant={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(tenant) => viewing?.id === tenant.id && setViewing(tenant)}
      />
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={t('tenants.archive.confirmTitle', {
          name: archiving ? `${archiving.firstName} ${archiving.lastName}` : '',
        })}
        description={t('tenants.archive.confirmDescription')}
        keepLabel={t('common:actions.cancel')}
        confirmLabel={t('tenants.archive.confirm')}
        working={setArchived.isPending}
        onConfirm={() => archiving && archive(archiving, true)}
      />
    </div>
  );
}
