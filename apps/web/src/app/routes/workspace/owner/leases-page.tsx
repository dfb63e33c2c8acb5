import type { Lease, LeaseDisplayStatus } from '@rentwise/core/leases/schemas';
import { Eye, FileSignature, HandCoins, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocuments } from '@/features/documents/api/get-documents';
import { LeaseDocuments } from '@/features/documents/components/lease-documents';
import { useLeases } from '@/features/leases/api/get-leases';
import { LeaseCreateDialog } from '@/features/leases/components/lease-create-dialog';
import { LeaseDetailsDialog } from '@/features/leases/components/lease-details-dialog';
import { LeaseExpiryBadge } from '@/features/leases/components/lease-expiry-badge';
import { LeaseStatusBadge } from '@/features/leases/components/lease-status-badge';
import { PaymentRecordDialog } from '@/features/payments/components/payment-record-dialog';
import { SignatureRequestsPanel } from '@/features/signatures';
import { useCan } from '@/features/team';
import { formatDate } from '@/lib/dates';
import { openFile } from '@/lib/open-file';
import { useMoney } from '@/lib/use-money';

const statuses: LeaseDisplayStatus[] = ['active', 'expiring-soon', 'expired', 'draft'];

/** Owner › Leases: every lease with its status and balance; create, view, record a payment. */
export default function LeasesPage() {
  const { t, i18n } = useTranslation(['leases', 'payments']);
  const { money: orgMoney } = useMoney();
  const canWrite = useCan('lease.write');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LeaseDisplayStatus | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const leases = useLeases({ search: deferredSearch || undefined, status: status || undefined });
  const [creating, setCreating] = useState(false);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [paying, setPaying] = useState<Lease | null>(null);
  const money = (cents: number) => orgMoney(cents);
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

      <DataList
        csvName="leases"
        paged
        query={leases}
        rowKey={(lease) => lease.id}
        rowName={(lease) => `${lease.tenantName} — ${lease.propertyAddress}`}
        loadingText={t('detail.loading')}
        errorText={(message) => t('page.loadFailed', { message })}
        emptyIcon={FileSignature}
        emptyText={deferredSearch || status ? t('page.noMatch') : t('page.empty')}
        columns={[
          {
            label: t('columns.property'),
            card: 'title',
            cell: (lease) => (
              <>
                <p className="font-medium">{lease.propertyAddress}</p>
                {lease.unitLabel && <p className="font-normal text-muted-foreground">{lease.unitLabel}</p>}
              </>
            ),
          },
          { label: t('columns.tenant'), cell: (lease) => lease.tenantName },
          {
            label: t('columns.period'),
            className: 'text-muted-foreground',
            cell: (lease) =>
              `${formatDate(lease.startDate, i18n.language)} – ${formatDate(lease.endDate, i18n.language)}`,
          },
          { label: t('columns.rent'), end: true, cell: (lease) => money(lease.rentAmount) },
          { label: t('columns.balance'), end: true, cell: (lease) => money(lease.balance) },
          {
            label: t('columns.status'),
            card: 'status',
            csv: (lease) => t(`status.${lease.displayStatus}`),
            cell: (lease) => (
              <div className="flex flex-wrap gap-1">
                <LeaseStatusBadge status={lease.displayStatus} />
                <LeaseExpiryBadge flag={lease.expiryFlag} />
              </div>
            ),
          },
        ]}
        actionsLabel={t('columns.actions')}
        actions={(lease) => [
          { label: t('view'), icon: Eye, onSelect: () => setViewingId(lease.id) },
          ...(lease.status !== 'draft'
            ? [
                {
                  label: t('detail.recordPayment'),
                  ariaLabel: `${t('detail.recordPayment')} — ${lease.tenantName}`,
                  icon: HandCoins,
                  iconOnly: true,
                  onSelect: () => setPaying(lease),
                },
              ]
            : []),
        ]}
      />

      <LeaseCreateDialog open={creating} onOpenChange={setCreating} />
      <LeaseDetailsDialog
        lease={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        onRecordPayment={(lease) => {
          setViewingId(null);
          setPaying(lease);
        }}
        documents={(lease) => (
          <>
            <LeaseDocuments lease={lease} />
            <LeaseSignatures lease={lease} />
          </>
        )}
      />
      <PaymentRecordDialog lease={paying} onOpenChange={(open) => !open && setPaying(null)} />
    </div>
  );
}

/** The lease's signature requests (issue 21), with its PDF documents to send from. */
function LeaseSignatures({ lease }: { lease: Lease }) {
  const canSend = useCan('signature.write');
  const canRead = useCan('signature.read');
  const documents = useDocuments({ leaseId: lease.id }, { enabled: canRead });
  if (!canRead) return null;
  const pdfs = (documents.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((document) => document.contentType === 'application/pdf')
    .map(({ id, name }) => ({ id, name }));
  return (
    <SignatureRequestsPanel
      leaseId={lease.id}
      tenantName={lease.tenantName}
      pdfs={pdfs}
      canSend={canSend}
      openDocument={(id) =>
        void openFile({
          path: `/api/documents/${id}/download`,
          query: { inline: '1' },
          mode: 'view',
          fallbackName: 'signed.pdf',
        })
      }
    />
  );
}
