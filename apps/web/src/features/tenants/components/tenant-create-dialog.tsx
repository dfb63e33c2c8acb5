import { zodResolver } from '@hookform/resolvers/zod';
import { type TenantFormValues, tenantFormSchema } from '@rentwise/core/tenants/schemas';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PropertyOptions, useProperties } from '@/features/properties';
import { ApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/dates';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useFormDialog } from '@/lib/use-form-dialog';
import { type CreatedTenant, useCreateTenant } from '../api/create-tenant';
import { TenantNameFields } from './tenant-name-fields';

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
  const properties = useProperties({}, { all: true });
  const createTenant = useCreateTenant();
  const form = useForm<z.input<typeof tenantFormSchema>, unknown, TenantFormValues>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const hasProperties = (properties.data?.items.length ?? 0) > 0;
  const busy = form.formState.isSubmitting;

  const dialog = useFormDialog(form, { onOpenChange });

  const onSubmit = dialog.submit({
    send: (values) => createTenant.mutateAsync({ ...values, moveInDate: values.moveInDate || undefined }),
    // A full property: the tenant is created without a unit, and the owner is told so (issue 24).
    success: (result) => ({
      title: t('tenants.created.title'),
      description: result.tenant.unitId
        ? t('tenants.created.description')
        : t('tenants.created.noVacantUnit'),
    }),
    done: onCreated,
    // The spec's toasts: its own for a taken email, one for field errors, and a generic one when
    // the server could not be reached; any other answer falls through to 'createFailed'.
    handle: (error) => {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: 'validation:tenant.emailTaken' });
        toast.error(t('tenants.errors.emailExists.title'), {
          description: t('tenants.errors.emailExists.description'),
        });
        return true;
      }
      if (applyServerFieldErrors(error, form.setError)) {
        toast.error(t('tenants.errors.submitFailed'));
        return true;
      }
      if (!(error instanceof ApiError && error.status > 0)) {
        toast.error(t('tenants.errors.unexpected.title'), {
          description: t('tenants.errors.unexpected.description'),
        });
        return true;
      }
      return false;
    },
    failed: t('tenants.errors.createFailed'),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.dialog.title')}</DialogTitle>
          <DialogDescription>{t('tenants.dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TenantNameFields
            register={(name) => form.register(name)}
            error={(name) => message(errors[name]?.message)}
          />
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
              <PropertyOptions emptyLabel={t('tenants.fields.propertyPlaceholder')} />
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
            onCancel={dialog.close}
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
