import { FileText } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { useDocuments } from '@/features/documents/api/get-documents';
import { FileButtons } from '@/features/documents/components/file-buttons';
import { typeLabel } from '@/features/documents/components/format';
import { formatDate } from '@/lib/dates';
import { documentFile } from '@/lib/open-file';

/** Owner portal › Documents: the documents of the owner client's properties (read and download). */
export default function OwnerPortalDocumentsPage() {
  const { t, i18n } = useTranslation(['owners', 'documents']);
  const documents = useDocuments();
  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('portal.documents.title')} subtitle={t('portal.documents.subtitle')} />
      <DataList
        query={{ ...documents, data: documents.data ? { items } : undefined }}
        rowKey={(document) => document.id}
        rowName={(document) => document.name}
        loadingText={t('portal.loading')}
        errorText={(message) => t('portal.loadFailed', { message })}
        emptyIcon={FileText}
        emptyText={t('portal.documents.empty')}
        columns={[
          {
            label: t('portal.documents.name'),
            card: 'title',
            cell: (document) => (
              <>
                <div className="font-medium break-words">{document.name}</div>
                <div className="text-sm font-normal text-muted-foreground">
                  {typeLabel(t, document.contentType)}
                </div>
              </>
            ),
          },
          { label: t('portal.documents.property'), cell: (document) => document.propertyAddress ?? '—' },
          {
            label: t('portal.documents.added'),
            cell: (document) => formatDate(document.createdAt, i18n.language),
          },
          {
            label: '',
            card: 'footer',
            cell: (document) => (
              <FileButtons name={document.name} fileFor={(mode) => documentFile(document, mode)} />
            ),
          },
        ]}
      />
      <LoadMoreButton
        query={documents}
        label={t('documents:actions.loadMore')}
        className="justify-self-center"
      />
    </div>
  );
}
