import type { DocumentDto } from '@rentwise/core/documents/schemas';
import { FileSearch, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { useDeleteDocument } from '../api/delete-document';
import { type DocumentFilters, useDocuments } from '../api/get-documents';
import { documentFile } from '../api/open-file';
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

  if (documents.isError) {
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {t('owner.loadFailed', { message: documents.error.message })}
      </p>
    );
  }
  if (documents.isPending) return <p className="p-4 text-sm text-muted-foreground">{t('owner.loading')}</p>;
  const items = documents.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 p-8 text-center">
        <FileText aria-hidden="true" className="size-9 text-muted-foreground" />
        <p className="font-medium">{emptyText}</p>
        {emptyHint && <p className="text-sm text-muted-foreground">{emptyHint}</p>}
      </div>
    );
  }

  return (
    <>
      <ul className="divide-y md:hidden">
        {items.map((document) => (
          <li key={document.id} className="flex items-start gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium">{document.name}</p>
              <p className="text-sm text-muted-foreground">
                {t(`kinds.${document.kind}`)} · {typeLabel(t, document.contentType)} ·{' '}
                {formatDate(document.createdAt, i18n.language)}
              </p>
              {!compact && (
                <p className="truncate text-sm text-muted-foreground">{sharedWithLabel(t, document)}</p>
              )}
            </div>
            <RowActions document={document} onDelete={() => setConfirming(document)} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm md:table">
        <thead className="border-b bg-muted/40 text-left text-muted-foreground">
          <tr>
            <th className="px-4 py-3 font-medium">{t('columns.name')}</th>
            <th className="px-4 py-3 font-medium">{t('columns.kind')}</th>
            {!compact && <th className="px-4 py-3 font-medium">{t('columns.sharedWith')}</th>}
            <th className="px-4 py-3 font-medium">{t('columns.date')}</th>
            <th className="px-4 py-3 font-medium">{t('columns.type')}</th>
            <th className="px-4 py-3 text-right font-medium">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((document) => (
            <tr key={document.id} className="border-b last:border-0">
              <td className="max-w-xs px-4 py-3">
                <p className="break-words font-medium">{document.name}</p>
                <p className="text-xs text-muted-foreground">
                  {formatSize(document.sizeBytes, i18n.language)}
                </p>
              </td>
              <td className="px-4 py-3">
                <Badge variant="secondary">{t(`kinds.${document.kind}`)}</Badge>
              </td>
              {!compact && (
                <td className="max-w-xs px-4 py-3 text-muted-foreground">{sharedWithLabel(t, document)}</td>
              )}
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                {formatDate(document.createdAt, i18n.language)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                {typeLabel(t, document.contentType)}
              </td>
              <td className="px-4 py-3">
                <RowActions document={document} onDelete={() => setConfirming(document)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {documents.hasNextPage && (
        <div className="flex justify-center border-t p-3">
          <LoadMoreButton query={documents} label={t('actions.loadMore')} size="sm" />
        </div>
      )}

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
