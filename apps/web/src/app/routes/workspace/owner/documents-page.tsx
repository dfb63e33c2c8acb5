import { type DocumentKind, documentKinds } from '@rentwise/core/documents/schemas';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { DocumentFilters } from '@/features/documents/api/get-documents';
import { DocumentUploadDialog } from '@/features/documents/components/document-upload-dialog';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { useLeases } from '@/features/leases/api/get-leases';
import { useCan } from '@/features/team';
import { useTenants } from '@/features/tenants/api/get-tenants';

/** Owner › Documents: every document of the owner, with filters, upload, view, download, delete. */
export default function OwnerDocumentsPage() {
  const { t } = useTranslation('documents');
  const canUpload = useCan('document.write');
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<DocumentFilters>({});
  const tenants = useTenants({}, { all: true });
  const leases = useLeases({ limit: 200 }, { all: true });
  const filtered = Boolean(filters.kind || filters.tenantId || filters.leaseId);
  const set = (key: keyof DocumentFilters, value: string) =>
    setFilters((current) => ({ ...current, [key]: value || undefined }));

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title={t('owner.title')}
        subtitle={t('owner.subtitle')}
        action={
          canUpload && (
            <Button onClick={() => setOpen(true)}>
              <Upload aria-hidden="true" />
              {t('owner.upload')}
            </Button>
          )
        }
      />
      <search aria-label={t('owner.filters.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="documents-kind">{t('owner.filters.kind')}</Label>
          <NativeSelect
            id="documents-kind"
            value={filters.kind ?? ''}
            onChange={(event) => set('kind', event.target.value as DocumentKind)}
          >
            <option value="">{t('owner.filters.allKinds')}</option>
            {documentKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="documents-tenant">{t('owner.filters.tenant')}</Label>
          <NativeSelect
            id="documents-tenant"
            value={filters.tenantId ?? ''}
            onChange={(event) => set('tenantId', event.target.value)}
          >
            <option value="">{t('owner.filters.allTenants')}</option>
            {tenants.data?.items.map((tenant) => (
              <option key={tenant.id} value={tenant.id}>
                {tenant.firstName} {tenant.lastName}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="documents-lease">{t('owner.filters.lease')}</Label>
          <NativeSelect
            id="documents-lease"
            value={filters.leaseId ?? ''}
            onChange={(event) => set('leaseId', event.target.value)}
          >
            <option value="">{t('owner.filters.allLeases')}</option>
            {leases.data?.items.map((lease) => (
              <option key={lease.id} value={lease.id}>
                {lease.tenantName} · {lease.propertyAddress}
              </option>
            ))}
          </NativeSelect>
        </div>
      </search>
      <Card className="gap-0 py-0">
        <CardContent className="px-0">
          <DocumentsTable
            filters={filters}
            emptyText={filtered ? t('owner.emptyFiltered') : t('owner.empty')}
            emptyHint={filtered ? undefined : t('owner.emptyHint')}
          />
        </CardContent>
      </Card>
      <DocumentUploadDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
