import type { Reminder } from '@rentwise/core/reminders/schemas';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { useCancelReminder } from '../api/cancel-reminder';
import { useReminders } from '../api/get-reminders';
import { ReminderStatusBadge } from './reminder-status-badge';

/** The owner's reminders, scheduled and sent, newest first; a scheduled one can be cancelled. */
export function RemindersList() {
  const { t, i18n } = useTranslation(['reminders', 'common']);
  const reminders = useReminders();
  const cancel = useCancelReminder();
  const [confirming, setConfirming] = useState<Reminder | null>(null);

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await cancel.mutateAsync(confirming.id);
      toast.success(t('cancelled.title'), { description: t('cancelled.description') });
      setConfirming(null);
    } catch (error) {
      toast.error(t('errors.cancelFailed'), { description: (error as Error).message });
    }
  };

  return (
    <>
      <DataList
        bare
        paged
        csvName="reminders"
        query={reminders}
        rowKey={(reminder) => reminder.id}
        rowName={(reminder) => reminder.subject}
        loadingText={t('list.loading')}
        errorText={(message) => t('list.loadFailed', { message })}
        emptyIcon={BellRing}
        emptyText={t('list.empty')}
        emptyHint={t('list.emptyHint')}
        columns={[
          {
            label: t('list.columns.subject'),
            card: 'title',
            className: 'max-w-sm',
            cell: (reminder) => (
              <>
                <p className="font-medium">{reminder.subject}</p>
                <p className="truncate font-normal text-muted-foreground">{reminder.message}</p>
              </>
            ),
          },
          {
            label: t('list.columns.recipient'),
            cell: (reminder) =>
              reminder.recipient === 'all'
                ? t('dialog.allTenants')
                : (reminder.recipientName ?? t('list.unknownTenant')),
          },
          {
            label: t('list.columns.date'),
            className: 'text-muted-foreground',
            cell: (reminder) => formatDate(reminder.sendOn, i18n.language),
          },
          {
            label: t('list.columns.status'),
            card: 'status',
            cell: (reminder) => (
              <>
                <ReminderStatusBadge status={reminder.status} />
                {reminder.status === 'sent' && reminder.recipientCount !== null && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('list.recipients', { count: reminder.recipientCount })}
                  </p>
                )}
              </>
            ),
          },
        ]}
        actionsLabel={t('list.columns.actions')}
        actions={(reminder) =>
          reminder.status === 'scheduled'
            ? [{ label: t('list.cancel'), onSelect: () => setConfirming(reminder) }]
            : []
        }
      />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('confirmCancel.title')}
        description={t('confirmCancel.description', { subject: confirming?.subject ?? '' })}
        keepLabel={t('confirmCancel.keep')}
        confirmLabel={t('confirmCancel.confirm')}
        workingLabel={t('confirmCancel.cancelling')}
        working={cancel.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
