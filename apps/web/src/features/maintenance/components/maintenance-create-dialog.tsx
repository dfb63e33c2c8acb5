import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MaintenanceLogFormValues,
  maintenanceLogFormDefaults,
  maintenanceLogFormSchema,
  maintenancePriorities,
} from '@rentwise/core/maintenance/schemas';
import { useRef } from 'react';
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
import { useProperties } from '@/features/properties/api/get-properties';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
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
  const properties = useProperties();
  const create = useCreateMaintenanceRequest();
  const submitting = useRef(false);
  const form = useForm<MaintenanceLogFormValues, unknown, z.output<typeof maintenanceLogFormSchema>>({
    resolver: zodResolver(maintenanceLogFormSchema),
    defaultValues: maintenanceLogFormDefaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const noProperties = properties.isSuccess && properties.data.items.length === 0;

  const close = (next: boolean) => {
    if (!next) form.reset(maintenanceLogFormDefaults);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await create.mutateAsync({
        propertyId: values.propertyId,
        title: values.issue,
        priority: values.priority,
        description: values.description,
      });
      toast.success(t('log.success'), { description: t('log.successDescription') });
      close(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        form.setError('propertyId', { type: 'server', message: 'maintenance:validation.propertyRequired' });
      } else if (!applyServerFieldErrors(error, form.setError)) {
        toast.error(t('log.failed'), { description: (error as Error).message });
      }
    } finally {
      submitting.current = false;
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
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
              <option value="">{t('log.propertyPlaceholder')}</option>
              {properties.data?.items.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.address}
                </option>
              ))}
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
            onCancel={() => close(false)}
            submitLabel={t('log.submit')}
            busyLabel={t('log.submitting')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
