import { FileText } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataTableCard } from '@/components/data-table-card';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { useDocuments } from '@/features/documents/api/get-documents';
import { documentFile } from '@/features/documents/api/open-file';
import { FileButtons } from '@/features/documents/components/file-buttons';
import { typeLabel } from '@/features/documents/components/format';
import { formatDate } from '@/lib/dates';

/** Owner portal › Documents: the documents of the owner client's properties (read and download). */
export default function OwnerPortalDocumentsPage() {
  const { t, i18n } = useTranslation(['owners', 'documents']);
  const documents = useDocuments();
  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('portal.documents.title')} subtitle={t('portal.documents.subtitle')} />
      <DataTableCard
        query={{ ...documents, data: documents.data ? { items } : undefined }}
        loadingText={t('portal.loading')}
        errorText={(message) => t('portal.loadFailed', { message })}
        emptyIcon={FileText}
        emptyText={t('portal.documents.empty')}
        tableClassName="min-w-[560px]"
        columns={[
          { label: t('portal.documents.name') },
          { label: t('portal.documents.property') },
          { label: t('portal.documents.added') },
          { label: '', end: true },
        ]}
      >
        {items.map((document) => (
          <tr key={document.id} className="border-b last:border-0 hover:bg-muted/40">
            <td className="px-4 py-3">
              <div className="font-medium">{document.name}</div>
              <div className="text-sm text-muted-foreground">{typeLabel(t, document.contentType)}</div>
            </td>
            <td className="px-4 py-3">{document.propertyAddress ?? '—'}</td>
            <td className="px-4 py-3">{formatDate(document.createdAt, i18n.language)}</td>
            <td className="px-4 py-3">
              <FileButtons name={document.name} fileFor={(mode) => documentFile(document, mode)} />
            </td>
          </tr>
        ))}
      </DataTableCard>
      <LoadMoreButton
        query={documents}
        label={t('documents:actions.loadMore')}
        className="justify-self-center"
      />
    </div>
  );
}
