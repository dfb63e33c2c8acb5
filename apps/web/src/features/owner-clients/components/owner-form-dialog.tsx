import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateOwnerBody,
  type OwnerClient,
  type OwnerFormValues,
  ownerFormSchema,
} from '@rentwise/core/owner-clients/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreateOwner, useUpdateOwner } from '../api/save-owner';

const empty: OwnerFormValues = { firstName: '', lastName: '', email: '', phone: '', company: '' };

function valuesOf(owner: OwnerClient): OwnerFormValues {
  return {
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email ?? '',
    phone: owner.phone ?? '',
    company: owner.company ?? '',
  };
}

/** Add Owner, or Edit Owner when `owner` is given: names, and optionally email, phone, company. */
export function OwnerFormDialog({
  open,
  owner,
  onOpenChange,
}: {
  open: boolean;
  owner?: OwnerClient | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['owners', 'validation']);
  const createOwner = useCreateOwner();
  const updateOwner = useUpdateOwner();
  const form = useForm<OwnerFormValues, unknown, CreateOwnerBody>({
    resolver: zodResolver(ownerFormSchema),
    defaultValues: empty,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const dialog = useFormDialog(form, { onOpenChange });

  // Each opening starts from the owner being edited (or an empty form).
  useEffect(() => {
    if (open) form.reset(owner ? valuesOf(owner) : empty);
  }, [open, owner, form]);

  const onSubmit = dialog.submit({
    send: (values) =>
      owner ? updateOwner.mutateAsync({ id: owner.id, ...values }) : createOwner.mutateAsync(values),
    success: () => ({ title: owner ? t('form.updated') : t('form.created') }),
  });
  const optional = (label: string) => `${label} (${t('form.optional')})`;

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{owner ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('form.firstName')} error={message(errors.firstName?.message)}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </Field>
            <Field label={t('form.lastName')} error={message(errors.lastName?.message)}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </Field>
          </div>
          <Field
            label={optional(t('form.email'))}
            hint={t('form.emailHint')}
            error={message(errors.email?.message)}
          >
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={optional(t('form.phone'))} error={message(errors.phone?.message)}>
              <Input type="tel" autoComplete="off" {...form.register('phone')} />
            </Field>
            <Field label={optional(t('form.company'))} error={message(errors.company?.message)}>
              <Input autoComplete="off" {...form.register('company')} />
            </Field>
          </div>
          <FormDialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={dialog.close}
            submitLabel={t('form.save')}
            busyLabel={t('form.saving')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
