import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Vendor,
  type VendorFormValues,
  vendorFormDefaults,
  vendorFormSchema,
} from '@rentwise/core/maintenance/schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreateVendor } from '../api/create-vendor';

/** Add Vendor (owner): name, trade, email, phone. Hands the new vendor to the caller. */
export function VendorCreateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(vendor: Vendor): void;
}) {
  const { t } = useTranslation('maintenance');
  const create = useCreateVendor();
  const form = useForm<VendorFormValues, unknown, z.output<typeof vendorFormSchema>>({
    resolver: zodResolver(vendorFormSchema),
    defaultValues: vendorFormDefaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);

  const dialog = useFormDialog(form, { onOpenChange });

  const onSubmit = dialog.submit({
    send: (values) => create.mutateAsync(values),
    success: () => ({ title: t('vendor.created') }),
    done: onCreated,
    failed: t('vendor.failed'),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('vendor.title')}</DialogTitle>
          <DialogDescription>{t('vendor.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('vendor.name')} error={message(errors.name?.message)}>
              <Input placeholder={t('vendor.namePlaceholder')} {...form.register('name')} />
            </Field>
            <Field label={t('vendor.trade')} error={message(errors.trade?.message)}>
              <Input placeholder={t('vendor.tradePlaceholder')} {...form.register('trade')} />
            </Field>
          </div>
          <Field label={t('vendor.email')} error={message(errors.email?.message)}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label={t('vendor.phone')} error={message(errors.phone?.message)}>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
          <FormDialogFooter
            cancelLabel={t('vendor.cancel')}
            onCancel={dialog.close}
            submitLabel={t('vendor.submit')}
            busyLabel={t('vendor.submitting')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
