import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ReminderFormValues,
  reminderFormDefaults,
  reminderFormSchema,
} from '@rentwise/core/reminders/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useTenants } from '@/features/tenants';
import { ApiError } from '@/lib/api-client';
import { formatDate, todayIso } from '@/lib/dates';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useMoney } from '@/lib/use-money';
import { useCreateReminder } from '../api/create-reminder';

/**
 * Dialog 3 of the spec: Send Reminder. Recipients are All Tenants or one tenant by name; past days
 * are disabled in the date picker. A reminder for today is delivered as soon as it is scheduled.
 * `tenantId` preselects a tenant (the Tenants page's row action, a payment's reminder button).
 */
export function ReminderCreateDialog({
  open,
  onOpenChange,
  tenantId,
  charge,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tenantId?: string | null;
  /**
   * Opened from a payment (issue 24 item 5): the reminder is pre-filled — a subject, a message
   * naming the amount and its due date, to send today — and stays editable.
   */
  charge?: { amount: number; dueDate: string; overdue: boolean } | null;
}) {
  const { t, i18n } = useTranslation(['reminders', 'validation']);
  const { money } = useMoney();
  const tenants = useTenants({}, { all: true });
  const createReminder = useCreateReminder();
  const form = useForm<ReminderFormValues, unknown, z.output<typeof reminderFormSchema>>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: reminderFormDefaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const busy = form.formState.isSubmitting;

  // Each opening starts from the defaults, with the tenant the dialog was opened for.
  useEffect(() => {
    if (!open) return;
    const prefill = charge
      ? {
          subject: t(charge.overdue ? 'prefill.subjectOverdue' : 'prefill.subjectDue'),
          message: t(charge.overdue ? 'prefill.messageOverdue' : 'prefill.messageDue', {
            amount: money(charge.amount, { decimals: true }),
            date: formatDate(charge.dueDate, i18n.language),
          }),
          sendOn: todayIso(),
        }
      : {};
    form.reset({ ...reminderFormDefaults, recipient: tenantId ?? '', ...prefill });
  }, [open, tenantId, charge, form]);

  const dialog = useFormDialog(form, { onOpenChange });

  const onSubmit = dialog.submit({
    send: (values) =>
      createReminder.mutateAsync({
        recipient: values.recipient,
        subject: values.subject,
        message: values.message,
        sendOn: values.sendOn,
      }),
    success: () => ({ title: t('created.title'), description: t('created.description') }),
    // The chosen tenant is gone (removed in another tab): say so under the field, and in a toast.
    handle: (error) => {
      if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) return false;
      form.setError('recipient', { type: 'server', message: 'validation:reminder.tenantsRequired' });
      toast.error(t('errors.createFailed'), { description: error.message });
      return true;
    },
    failed: t('errors.createFailed'),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('dialog.recipient')} error={message(errors.recipient?.message)}>
            <NativeSelect {...form.register('recipient')}>
              <option value="">{t('dialog.recipientPlaceholder')}</option>
              <option value="all">{t('dialog.allTenants')}</option>
              {tenants.data?.items.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.firstName} {tenant.lastName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('dialog.subject')} error={message(errors.subject?.message)}>
            <Input placeholder={t('dialog.subjectPlaceholder')} {...form.register('subject')} />
          </Field>
          <Field label={t('dialog.message')} error={message(errors.message?.message)}>
            <Textarea rows={4} placeholder={t('dialog.messagePlaceholder')} {...form.register('message')} />
          </Field>
          <Field label={t('dialog.date')} error={message(errors.sendOn?.message)} hint={t('dialog.dateHint')}>
            <Input type="date" min={todayIso()} {...form.register('sendOn')} />
          </Field>
          <FormDialogFooter
            cancelLabel={t('dialog.cancel')}
            onCancel={dialog.close}
            submitLabel={t('dialog.submit')}
            busyLabel={t('dialog.scheduling')}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
