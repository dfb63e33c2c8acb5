import type { Tenant } from '@rentwise/core/tenants/schemas';
import { BellRing, Eye, Plus, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { DataTableCard } from '@/components/data-table-card';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReminderCreateDialog } from '@/features/reminders/components/reminder-create-dialog';
import { useCan } from '@/features/team';
import type { CreatedTenant } from '@/features/tenants/api/create-tenant';
import { useTenants } from '@/features/tenants/api/get-tenants';
import { TenantCreateDialog } from '@/features/tenants/components/tenant-create-dialog';
import { TenantCredentialsDialog } from '@/features/tenants/components/tenant-credentials-dialog';
import { formatDate } from '@/lib/dates';

const statusVariant = { pending: 'warning', active: 'success', former: 'neutral' } as const;

/** Owner › Tenants: search by tenant name or property; add a tenant with a real login account. */
export default function TenantsPage() {
  const { t, i18n } = useTranslation('owner');
  const canWrite = useCan('tenant.write');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const tenants = useTenants({ search: deferredSearch || undefined });
  const [adding, setAdding] = useState(false);
  const [credentials, setCredentials] = useState<CreatedTenant['credentials'] | null>(null);
  const [viewing, setViewing] = useState<Tenant | null>(null);
  const [reminding, setReminding] = useState<string | null>(null);

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

      <SearchInput label={t('tenants.search')} value={search} onChange={setSearch} />

      <DataTableCard
        query={tenants}
        loadingText={t('loading')}
        errorText={(message) => t('tenants.loadFailed', { message })}
        emptyIcon={Users}
        emptyText={deferredSearch ? t('tenants.noMatch') : t('tenants.empty')}
        tableClassName="min-w-[720px]"
        columns={[
          { label: t('tenants.columns.tenant') },
          { label: t('tenants.columns.contact') },
          { label: t('tenants.columns.property') },
          { label: t('tenants.columns.leasePeriod') },
          { label: t('tenants.columns.actions'), end: true },
        ]}
      >
        {tenants.data?.items.map((tenant) => (
          <tr key={tenant.id} className="border-b last:border-0">
            <td className="px-4 py-3">
              <p className="font-medium">
                {tenant.firstName} {tenant.lastName}
              </p>
              <Badge variant={statusVariant[tenant.status]}>{t(`tenants.status.${tenant.status}`)}</Badge>
            </td>
            <td className="px-4 py-3">
              <p>{tenant.email}</p>
              <p className="text-muted-foreground">{tenant.phone}</p>
            </td>
            <td className="px-4 py-3">
              <p>{tenant.propertyAddress}</p>
              <p className="text-muted-foreground">{tenant.unitLabel ?? t('tenants.noUnit')}</p>
            </td>
            <td className="px-4 py-3 text-muted-foreground">
              {tenant.lease
                ? `${formatDate(tenant.lease.startDate, i18n.language)} – ${formatDate(tenant.lease.endDate, i18n.language)}`
                : t('tenants.noLease')}
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => setViewing(tenant)}>
                  <Eye aria-hidden="true" />
                  {t('tenants.viewDetails')}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('tenants.scheduleReminder')}
                  title={t('tenants.scheduleReminder')}
                  onClick={() => setReminding(tenant.id)}
                >
                  <BellRing aria-hidden="true" />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTableCard>

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
                <DialogTitle>
                  {viewing.firstName} {viewing.lastName}
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
              </dl>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
