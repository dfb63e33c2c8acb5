import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MaintenanceLogFormValues,
  maintenanceLogFormDefaults,
  maintenanceLogFormSchema,
  maintenancePriorities,
} from '@rentwise/core/maintenance/schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { PropertyOptions, useProperties } from '@/features/properties';
import { ApiError } from '@/lib/api-client';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreateMaintenanceRequest } from '../api/create-maintenance-request';

/**
 * Dialog 5 of the spec: Log Maintenance (owner). Fields property, issue, priority (low, medium,
 * high, urgent; default medium) and description, with the spec's validation messages; on success
 * 'Maintenance request logged'. The spec's propertyAddress is chosen among the owner's properties.
 */
export function MaintenanceCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('maintenance');
  const properties = useProperties({}, { all: true });
  const create = useCreateMaintenanceRequest();
  const form = useForm<MaintenanceLogFormValues, unknown, z.output<typeof maintenanceLogFormSchema>>({
    resolver: zodResolver(maintenanceLogFormSchema),
    defaultValues: maintenanceLogFormDefaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const noProperties = properties.isSuccess && properties.data.items.length === 0;

  const dialog = useFormDialog(form, { onOpenChange });

  const onSubmit = dialog.submit({
    send: (values) =>
      create.mutateAsync({
        propertyId: values.propertyId,
        title: values.issue,
        priority: values.priority,
        description: values.description,
      }),
    success: () => ({ title: t('log.success'), description: t('log.successDescription') }),
    // The property is gone (deleted in another tab): the field says so, no toast.
    handle: (error) => {
      if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) return false;
      form.setError('propertyId', { type: 'server', message: 'maintenance:validation.propertyRequired' });
      return true;
    },
    failed: t('log.failed'),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('log.title')}</DialogTitle>
          <DialogDescription>{t('log.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            label={t('log.property')}
            error={message(errors.propertyId?.message)}
            hint={noProperties ? t('log.noProperties') : undefined}
          >
            <NativeSelect {...form.register('propertyId')}>
              <PropertyOptions emptyLabel={t('log.propertyPlaceholder')} />
            </NativeSelect>
          </Field>
          <Field label={t('log.issue')} error={message(errors.issue?.message)}>
            <Input placeholder={t('log.issuePlaceholder')} {...form.register('issue')} />
          </Field>
          <Field label={t('log.priority')} error={message(errors.priority?.message)}>
            <NativeSelect {...form.register('priority')}>
              {maintenancePriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`priority.${priority}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('log.details')} error={message(errors.description?.message)}>
            <Textarea rows={4} placeholder={t('log.detailsPlaceholder')} {...form.register('description')} />
          </Field>
          <FormDialogFooter
            cancelLabel={t('log.cancel')}
            onCancel={dialog.close}
            submitLabel={t('log.submit')}
            busyLabel={t('log.submitting')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
