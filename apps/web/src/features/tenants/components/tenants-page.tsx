import type { Tenant } from '@rentwise/core/tenants/schemas';
import { BellRing, Eye, Plus, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReminderCreateDialog } from '@/features/reminders/components/reminder-create-dialog';
import { formatDate } from '@/lib/dates';
import type { CreatedTenant } from '../api/create-tenant';
import { useTenants } from '../api/get-tenants';
import { TenantCreateDialog } from './tenant-create-dialog';
import { TenantCredentialsDialog } from './tenant-credentials-dialog';

const statusVariant = { pending: 'warning', active: 'success', former: 'secondary' } as const;

/** Owner › Tenants: search by tenant name or property; add a tenant with a real login account. */
export default function TenantsPage() {
  const { t, i18n } = useTranslation('owner');
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
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('tenants.add')}
          </Button>
        }
      />

      <SearchInput label={t('tenants.search')} value={search} onChange={setSearch} />

      <Card className="py-0">
        <CardContent className="overflow-x-auto px-0">
          {tenants.isError ? (
            <p role="alert" className="p-6 text-destructive">
              {t('tenants.loadFailed', { message: tenants.error.message })}
            </p>
          ) : tenants.isPending ? (
            <p className="p-6 text-muted-foreground">{t('loading')}</p>
          ) : tenants.data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 p-10 text-center">
              <Users aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-medium">{deferredSearch ? t('tenants.noMatch') : t('tenants.empty')}</p>
            </div>
          ) : (
            <table className="w-full min-w-[720px] text-sm">
              <thead className="border-b bg-muted/40 text-left text-muted-foreground">
                <tr>
                  <th className="px-4 py-3 font-medium">{t('tenants.columns.tenant')}</th>
                  <th className="px-4 py-3 font-medium">{t('tenants.columns.contact')}</th>
                  <th className="px-4 py-3 font-medium">{t('tenants.columns.property')}</th>
                  <th className="px-4 py-3 font-medium">{t('tenants.columns.leasePeriod')}</th>
                  <th className="px-4 py-3 text-right font-medium">{t('tenants.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {tenants.data.items.map((tenant) => (
                  <tr key={tenant.id} className="border-b last:border-0">
                    <td className="px-4 py-3">
                      <p className="font-medium">
                        {tenant.firstName} {tenant.lastName}
                      </p>
                      <Badge variant={statusVariant[tenant.status]}>
                        {t(`tenants.status.${tenant.status}`)}
                      </Badge>
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
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>

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
