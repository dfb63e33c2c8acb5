import { zodResolver } from '@hookform/resolvers/zod';
import { type Tenant, type TenantEditFormValues, tenantEditFormSchema } from '@rentwise/core/tenants/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useUpdateTenant } from '../api/update-tenant';
import { TenantNameFields } from './tenant-name-fields';

const valuesOf = (tenant: Tenant | null): TenantEditFormValues => ({
  firstName: tenant?.firstName ?? '',
  lastName: tenant?.lastName ?? '',
  phone: tenant?.phone ?? '',
});

/**
 * Edit tenant: name and phone, prefilled (PATCH /api/tenants/:id). They are one name and one phone
 * with the tenant's own profile, so the tenant sees the change in their settings.
 */
export function TenantEditDialog({
  tenant,
  onOpenChange,
  onSaved,
}: {
  tenant: Tenant | null;
  onOpenChange(open: boolean): void;
  onSaved?(tenant: Tenant): void;
}) {
  const { t } = useTranslation(['owner', 'validation']);
  const updateTenant = useUpdateTenant();
  const form = useForm<z.input<typeof tenantEditFormSchema>, unknown, TenantEditFormValues>({
    resolver: zodResolver(tenantEditFormSchema),
    defaultValues: valuesOf(tenant),
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const dialog = useFormDialog(form, { onOpenChange });

  useEffect(() => {
    if (tenant) form.reset(valuesOf(tenant));
  }, [tenant, form]);

  const onSubmit = dialog.submit({
    send: (values) => updateTenant.mutateAsync({ id: tenant?.id ?? '', ...values }),
    success: () => ({ title: t('tenants.edit.saved') }),
    done: onSaved,
    failed: t('tenants.edit.failed'),
  });

  return (
    <Dialog open={tenant !== null} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.edit.title')}</DialogTitle>
          <DialogDescription>{t('tenants.edit.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TenantNameFields
            register={(name) => form.register(name)}
            error={(name) => message(errors[name]?.message)}
          />
          <Field label={t('tenants.fields.phone')} error={message(errors.phone?.message)}>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
          <FormDialogFooter
            cancelLabel={t('common:actions.cancel')}
            onCancel={dialog.close}
            submitLabel={t('common:actions.save')}
            busyLabel={t('tenants.edit.saving')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
