import type { Reminder } from '@rentwise/core/reminders/schemas';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
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

  if (reminders.isError) {
    return (
      <p role="alert" className="p-6 text-destructive">
        {t('list.loadFailed', { message: reminders.error.message })}
      </p>
    );
  }
  if (reminders.isPending) return <p className="p-6 text-muted-foreground">{t('list.loading')}</p>;
  if (reminders.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 p-10 text-center">
        <BellRing aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{t('list.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('list.emptyHint')}</p>
      </div>
    );
  }

  return (
    <>
      <table className="w-full min-w-[640px] text-sm">
        <thead className="border-b bg-muted/40 text-left text-muted-foreground">
          <tr>
            <th className="px-4 py-3 font-medium">{t('list.columns.subject')}</th>
            <th className="px-4 py-3 font-medium">{t('list.columns.recipient')}</th>
            <th className="px-4 py-3 font-medium">{t('list.columns.date')}</th>
            <th className="px-4 py-3 font-medium">{t('list.columns.status')}</th>
            <th className="px-4 py-3 text-right font-medium">{t('list.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {reminders.data.items.map((reminder) => (
            <tr key={reminder.id} className="border-b last:border-0">
              <td className="max-w-sm px-4 py-3">
                <p className="font-medium">{reminder.subject}</p>
                <p className="truncate text-muted-foreground">{reminder.message}</p>
              </td>
              <td className="px-4 py-3">
                {reminder.recipient === 'all'
                  ? t('dialog.allTenants')
                  : (reminder.recipientName ?? t('list.unknownTenant'))}
              </td>
              <td className="px-4 py-3 text-muted-foreground">
                {formatDate(reminder.sendOn, i18n.language)}
              </td>
              <td className="px-4 py-3">
                <ReminderStatusBadge status={reminder.status} />
                {reminder.status === 'sent' && reminder.recipientCount !== null && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('list.recipients', { count: reminder.recipientCount })}
                  </p>
                )}
              </td>
              <td className="px-4 py-3 text-right">
                {reminder.status === 'scheduled' && (
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(reminder)}>
                    {t('list.cancel')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-center p-3 empty:hidden">
        <LoadMoreButton
          query={reminders}
          size="sm"
          label={t('common:actions.loadMore')}
          workingLabel={t('common:actions.loadingMore')}
        />
      </div>

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
