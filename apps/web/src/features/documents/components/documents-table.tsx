import type { DocumentDto } from '@rentwise/core/documents/schemas';
import { FileSearch, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { type DataColumn, DataList } from '@/components/data-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { documentFile } from '@/lib/open-file';
import { useDeleteDocument } from '../api/delete-document';
import { type DocumentFilters, useDocuments } from '../api/get-documents';
import { FileButtons } from './file-buttons';
import { formatSize, sharedWithLabel, typeLabel } from './format';

/**
 * The owner's documents (filtered), newest first, 50 at a time: name, category, whom it is shared
 * with, date, type and size, with view, download and delete (after a confirmation).
 */
export function DocumentsTable({
  filters,
  compact = false,
  emptyText,
  emptyHint,
}: {
  filters: DocumentFilters;
  /** The lease detail's short version: no "shared with" column. */
  compact?: boolean;
  emptyText: string;
  emptyHint?: string;
}) {
  const { t, i18n } = useTranslation('documents');
  const documents = useDocuments(filters);
  const remove = useDeleteDocument();
  const [confirming, setConfirming] = useState<DocumentDto | null>(null);

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.id);
      toast.success(t('confirmDelete.deleted'));
      setConfirming(null);
    } catch (error) {
      toast.error(t('confirmDelete.failed'), { description: (error as Error).message });
    }
  };

  const items = documents.data?.pages.flatMap((page) => page.items);
  // The shared list (issue 24 item 1): a table from 768px up, one card per document below it.
  // A document's buttons (view, download, review, delete) are its own: the card's footer.
  const columns: DataColumn<DocumentDto>[] = [
    {
      label: t('columns.name'),
      card: 'title',
      className: 'max-w-xs',
      cell: (document) => (
        <>
          <p className="break-words font-medium">{document.name}</p>
          <p className="text-xs font-normal text-muted-foreground">
            {formatSize(document.sizeBytes, i18n.language)}
          </p>
        </>
      ),
      csv: (document) => document.name,
    },
    {
      label: t('columns.kind'),
      card: 'status',
      cell: (document) => <Badge variant="secondary">{t(`kinds.${document.kind}`)}</Badge>,
      csv: (document) => t(`kinds.${document.kind}`),
    },
    ...(compact
      ? []
      : [
          {
            label: t('columns.sharedWith'),
            className: 'max-w-xs text-muted-foreground',
            cell: (document: DocumentDto) => sharedWithLabel(t, document),
          },
        ]),
    {
      label: t('columns.date'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (document) => formatDate(document.createdAt, i18n.language),
    },
    {
      label: t('columns.type'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (document) => typeLabel(t, document.contentType),
    },
    {
      label: t('columns.actions'),
      card: 'footer',
      end: true,
      cell: (document) => <RowActions document={document} onDelete={() => setConfirming(document)} />,
    },
  ];

  return (
    <>
      <DataList
        bare
        paged
        csvName="documents"
        query={{ ...documents, data: items ? { items } : undefined }}
        rowKey={(document) => document.id}
        rowName={(document) => document.name}
        columns={columns}
        loadingText={t('owner.loading')}
        errorText={(message) => t('owner.loadFailed', { message })}
        emptyIcon={FileText}
        emptyText={emptyText}
        emptyHint={emptyHint}
      />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { name: confirming?.name ?? '' })}
        keepLabel={t('confirmDelete.keep')}
        confirmLabel={t('confirmDelete.confirm')}
        workingLabel={t('confirmDelete.deleting')}
        working={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

const isReviewableLease = (document: DocumentDto) =>
  document.kind === 'lease' &&
  (document.contentType === 'application/pdf' || document.contentType === 'text/plain');

function RowActions({ document, onDelete }: { document: DocumentDto; onDelete(): void }) {
  const { t } = useTranslation('documents');
  return (
    <div className="flex shrink-0 items-center justify-end gap-1">
      <FileButtons name={document.name} fileFor={(mode) => documentFile(document, mode)} />
      {isReviewableLease(document) && (
        // Lease review (issue 22) reads PDFs with a text layer and text files.
        <Button asChild variant="ghost" size="icon">
          <Link
            to={`/owner-dashboard/lease-review/${document.id}`}
            aria-label={t('actions.reviewLease', { name: document.name })}
            title={t('actions.reviewLease', { name: document.name })}
          >
            <FileSearch aria-hidden="true" />
          </Link>
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={t('actions.delete', { name: document.name })}
        title={t('actions.delete', { name: document.name })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
