import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RentReminderSettings,
  rentReminderSettingsSchema,
} from '@rentwise/core/reminders/rent-reminder-settings';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useRentReminderSettings } from '../api/get-rent-reminder-settings';
import { useUpdateRentReminderSettings } from '../api/update-rent-reminder-settings';

const fallback: RentReminderSettings = { enabled: true, daysBefore: 3, daysAfter: 1 };

/**
 * Settings › Rent reminders (owners): the automatic reminder before the due day and the one after
 * a missed due date, and the switch for both. Validated with the schema the server uses.
 */
export function RentReminderSettingsForm() {
  const { t } = useTranslation('reminders');
  const settings = useRentReminderSettings();
  const update = useUpdateRentReminderSettings();
  const enabledId = useId();
  const form = useForm<RentReminderSettings>({
    resolver: zodResolver(rentReminderSettingsSchema),
    defaultValues: fallback,
    values: settings.data,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(saved);
      toast.success(t('settings.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) {
        toast.error(t('settings.saveFailed'), { description: (error as Error).message });
      }
    }
  });

  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('settings.loadFailed', { message: settings.error.message })}
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <label htmlFor={enabledId} className="flex items-start gap-3 text-sm">
        <input
          id={enabledId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          disabled={!settings.data}
          {...form.register('enabled')}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">{t('settings.enabled')}</span>
          <span className="text-muted-foreground">{t('settings.enabledHint')}</span>
        </span>
      </label>
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <Field
          className="content-start"
          label={t('settings.daysBefore')}
          hint={t('settings.daysBeforeHint')}
          error={message(errors.daysBefore?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={28}
            step={1}
            disabled={!settings.data}
            {...form.register('daysBefore', { valueAsNumber: true })}
          />
        </Field>
        <Field
          className="content-start"
          label={t('settings.daysAfter')}
          hint={t('settings.daysAfterHint')}
          error={message(errors.daysAfter?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            step={1}
            disabled={!settings.data}
            {...form.register('daysAfter', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !settings.data}>
          {isSubmitting ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
