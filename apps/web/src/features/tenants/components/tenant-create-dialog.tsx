import { zodResolver } from '@hookform/resolvers/zod';
import { type TenantFormValues, tenantFormSchema } from '@rentwise/core/tenants/schemas';
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
import { useProperties } from '@/features/properties/api/get-properties';
import { ApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/dates';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { type CreatedTenant, useCreateTenant } from '../api/create-tenant';

const defaults = { firstName: '', lastName: '', email: '', phone: '', propertyId: '', moveInDate: undefined };

/** Dialog 4 of the spec: Add Tenant. On success the parent shows the credentials dialog. */
export function TenantCreateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(result: CreatedTenant): void;
}) {
  const { t } = useTranslation(['owner', 'validation']);
  const properties = useProperties();
  const createTenant = useCreateTenant();
  // Guards against a double click landing before React re-renders the disabled button.
  const submitting = useRef(false);
  const form = useForm<z.input<typeof tenantFormSchema>, unknown, TenantFormValues>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const hasProperties = (properties.data?.items.length ?? 0) > 0;
  const busy = form.formState.isSubmitting;

  const close = (next: boolean) => {
    if (!next) form.reset(defaults);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const result = await createTenant.mutateAsync({
        ...values,
        moveInDate: values.moveInDate || undefined,
      });
      toast.success(t('tenants.created.title'), { description: t('tenants.created.description') });
      close(false);
      onCreated(result);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: 'validation:tenant.emailTaken' });
        toast.error(t('tenants.errors.emailExists.title'), {
          description: t('tenants.errors.emailExists.description'),
        });
      } else if (applyServerFieldErrors(error, form.setError)) {
        toast.error(t('tenants.errors.submitFailed'));
      } else if (error instanceof ApiError && error.status > 0) {
        toast.error(t('tenants.errors.createFailed'), { description: error.message });
      } else {
        toast.error(t('tenants.errors.unexpected.title'), {
          description: t('tenants.errors.unexpected.description'),
        });
      }
    } finally {
      submitting.current = false;
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.dialog.title')}</DialogTitle>
          <DialogDescription>{t('tenants.dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('tenants.fields.firstName')} error={message(errors.firstName?.message)}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </Field>
            <Field label={t('tenants.fields.lastName')} error={message(errors.lastName?.message)}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </Field>
          </div>
          <Field label={t('tenants.fields.email')} error={message(errors.email?.message)}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label={t('tenants.fields.phone')} error={message(errors.phone?.message)}>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
          <Field
            label={t('tenants.fields.property')}
            error={message(errors.propertyId?.message)}
            hint={properties.isSuccess && !hasProperties ? t('tenants.dialog.noProperties') : undefined}
          >
            <NativeSelect {...form.register('propertyId')} disabled={!hasProperties}>
              <option value="">{t('tenants.fields.propertyPlaceholder')}</option>
              {properties.data?.items.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.address}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('tenants.fields.moveInDate')} error={message(errors.moveInDate?.message)}>
            <Input
              type="date"
              min={todayIso()}
              {...form.register('moveInDate', { setValueAs: (v) => v || undefined })}
            />
          </Field>
          <FormDialogFooter
            cancelLabel={t('tenants.dialog.cancel')}
            onCancel={() => close(false)}
            submitLabel={t('tenants.dialog.submit')}
            busyLabel={t('tenants.dialog.creating')}
            busy={busy}
            disabled={!hasProperties}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
