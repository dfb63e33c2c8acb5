import type { Lease, LeaseDisplayStatus } from '@rentwise/core/leases/schemas';
import { formatMoney } from '@rentwise/core/money/money';
import { Eye, FileSignature, HandCoins, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { DataTableCard } from '@/components/data-table-card';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { LeaseDocuments } from '@/features/documents/components/lease-documents';
import { useLeases } from '@/features/leases/api/get-leases';
import { LeaseCreateDialog } from '@/features/leases/components/lease-create-dialog';
import { LeaseDetailsDialog } from '@/features/leases/components/lease-details-dialog';
import { LeaseExpiryBadge } from '@/features/leases/components/lease-expiry-badge';
import { LeaseStatusBadge } from '@/features/leases/components/lease-status-badge';
import { PaymentRecordDialog } from '@/features/payments/components/payment-record-dialog';
import { useCan } from '@/features/team';
import { formatDate } from '@/lib/dates';

const statuses: LeaseDisplayStatus[] = ['active', 'expiring-soon', 'expired', 'draft'];

/** Owner › Leases: every lease with its status and balance; create, view, record a payment. */
export default function LeasesPage() {
  const { t, i18n } = useTranslation(['leases', 'payments']);
  const canWrite = useCan('lease.write');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LeaseDisplayStatus | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const leases = useLeases({ search: deferredSearch || undefined, status: status || undefined });
  const [creating, setCreating] = useState(false);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [paying, setPaying] = useState<Lease | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const viewing = leases.data?.items.find((lease) => lease.id === viewingId) ?? null;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        action={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {t('page.newLease')}
            </Button>
          )
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <SearchInput label={t('page.search')} value={search} onChange={setSearch} />
        </div>
        <NativeSelect
          aria-label={t('columns.status')}
          className="sm:w-48"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeaseDisplayStatus | '')}
        >
          <option value="">{t('page.all')}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <DataTableCard
        paged
        query={leases}
        loadingText={t('detail.loading')}
        errorText={(message) => t('page.loadFailed', { message })}
        emptyIcon={FileSignature}
        emptyText={deferredSearch || status ? t('page.noMatch') : t('page.empty')}
        tableClassName="min-w-[820px]"
        columns={[
          { label: t('columns.property') },
          { label: t('columns.tenant') },
          { label: t('columns.period') },
          { label: t('columns.rent'), end: true },
          { label: t('columns.balance'), end: true },
          { label: t('columns.status') },
          { label: t('columns.actions'), end: true },
        ]}
      >
        {leases.data?.items.map((lease) => (
          <tr key={lease.id} className="border-b last:border-0">
            <td className="px-4 py-3">
              <p className="font-medium">{lease.propertyAddress}</p>
              {lease.unitLabel && <p className="text-muted-foreground">{lease.unitLabel}</p>}
            </td>
            <td className="px-4 py-3">{lease.tenantName}</td>
            <td className="px-4 py-3 text-muted-foreground">
              {formatDate(lease.startDate, i18n.language)} – {formatDate(lease.endDate, i18n.language)}
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{money(lease.rentAmount)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{money(lease.balance)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-1">
                <LeaseStatusBadge status={lease.displayStatus} />
                <LeaseExpiryBadge flag={lease.expiryFlag} />
              </div>
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => setViewingId(lease.id)}>
                  <Eye aria-hidden="true" />
                  {t('view')}
                </Button>
                {lease.status !== 'draft' && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${t('detail.recordPayment')} — ${lease.tenantName}`}
                    title={t('detail.recordPayment')}
                    onClick={() => setPaying(lease)}
                  >
                    <HandCoins aria-hidden="true" />
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTableCard>

      <LeaseCreateDialog open={creating} onOpenChange={setCreating} />
      <LeaseDetailsDialog
        lease={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        onRecordPayment={(lease) => {
          setViewingId(null);
          setPaying(lease);
        }}
        documents={(lease) => <LeaseDocuments lease={lease} />}
      />
      <PaymentRecordDialog lease={paying} onOpenChange={(open) => !open && setPaying(null)} />
    </div>
  );
}
