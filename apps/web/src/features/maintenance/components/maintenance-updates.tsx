import type { MaintenanceUpdate } from '@rentwise/core/maintenance/schemas';
import { useTranslation } from '@/app/i18n';
import { formatDate } from '@/lib/dates';

/** The dated updates of a request, oldest first: who, when, what, and any status change. */
export function MaintenanceUpdates({ updates }: { updates: MaintenanceUpdate[] }) {
  const { t, i18n } = useTranslation('maintenance');
  if (updates.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('updates.none')}</p>;
  }
  return (
    <ol className="grid gap-3 border-l-2 border-muted pl-4">
      {updates.map((update) => (
        <li key={update.id} className="grid gap-0.5 text-sm">
          <p className="text-xs text-muted-foreground">
            <time dateTime={update.createdAt}>{formatDate(update.createdAt, i18n.language)}</time>
            {' · '}
            {update.authorName || t(`author.${update.authorKind}`)}
            {update.authorName && ` (${t(`author.${update.authorKind}`)})`}
          </p>
          {update.statusChange && (
            <p className="font-medium">
              {t('updates.statusChanged', { status: t(`status.${update.statusChange}`) })}
            </p>
          )}
          {update.approvalDecision && (
            <p className="font-medium">
              {t(
                update.approvalDecision === 'approved'
                  ? 'approval.updateApproved'
                  : 'approval.updateDeclined',
              )}
            </p>
          )}
          {update.text && <p className="whitespace-pre-line break-words">{update.text}</p>}
        </li>
      ))}
    </ol>
  );
}
