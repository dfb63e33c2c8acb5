import type { Lease } from '@rentwise/core/leases/schemas';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { DocumentUploadDialog } from './document-upload-dialog';
import { DocumentsTable } from './documents-table';

/** The Documents section of a lease's detail (owner): that lease's documents, with upload. */
export function LeaseDocuments({ lease }: { lease: Lease }) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="lease-documents" className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="lease-documents" className="text-lg font-semibold">
          {t('lease.title')}
        </h3>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <Upload aria-hidden="true" />
          {t('lease.upload')}
        </Button>
      </div>
      <div className="rounded-md border">
        <DocumentsTable filters={{ leaseId: lease.id }} compact emptyText={t('lease.empty')} />
      </div>
      <DocumentUploadDialog
        open={open}
        onOpenChange={setOpen}
        preset={{
          kind: 'lease',
          shareWith: 'lease',
          targetId: lease.id,
          targetLabel: `${lease.tenantName} · ${lease.propertyAddress}`,
        }}
      />
    </section>
  );
}
