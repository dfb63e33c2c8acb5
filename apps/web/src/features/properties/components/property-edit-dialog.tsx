import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Property,
  type PropertyEditFormValues,
  propertyEditFormSchema,
} from '@rentwise/core/properties/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useUpdateProperty } from '../api/update-property';
import { PROPERTY_TYPES } from './property-create-dialog';

function valuesOf(property: Property | null): PropertyEditFormValues {
  return {
    address: property?.address ?? '',
    type: property?.propertyType ?? '',
    city: property?.city ?? '',
    state: property?.state ?? '',
    zipCode: property?.zipCode ?? '',
  };
}

function optionalText(value: string, current: string | null | undefined): string | undefined {
  return value === '' && !current ? undefined : value;
}

/** Edit property: address, city, state, ZIP and type, prefilled (PATCH /api/properties/:id). */
export function PropertyEditDialog({
  property,
  onOpenChange,
}: {
  property: Property | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['owner', 'validation']);
  const updateProperty = useUpdateProperty();
  const form = useForm<z.input<typeof propertyEditFormSchema>, unknown, PropertyEditFormValues>({
    resolver: zodResolver(propertyEditFormSchema),
    defaultValues: valuesOf(property),
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const dialog = useFormDialog(form, { onOpenChange });

  // Each opening starts from the property as it is now.
  useEffect(() => {
    if (property) form.reset(valuesOf(property));
  }, [property?.id, form]);

  const onSubmit = dialog.submit({
    send: (values) =>
      updateProperty.mutateAsync({
        id: property?.id ?? '',
        address: values.address,
        propertyType: values.type,
        // Left empty and never set: not sent, so the log shows only what changed.
        city: optionalText(values.city, property?.city),
        state: optionalText(values.state, property?.state),
        zipCode: optionalText(values.zipCode, property?.zipCode),
      }),
    success: () => ({ title: t('properties.edit.saved') }),
    failed: t('properties.edit.failed'),
  });

  return (
    <Dialog open={property !== null} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('properties.edit.title')}</DialogTitle>
          <DialogDescription>{t('properties.edit.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('properties.fields.address')} error={message(errors.address?.message)}>
            <Input autoComplete="street-address" {...form.register('address')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('properties.fields.city')} error={message(errors.city?.message)}>
              <Input autoComplete="address-level2" {...form.register('city')} />
            </Field>
            <Field label={t('properties.fields.state')} error={message(errors.state?.message)}>
              <Input autoComplete="address-level1" {...form.register('state')} />
            </Field>
            <Field label={t('properties.fields.zipCode')} error={message(errors.zipCode?.message)}>
              <Input autoComplete="postal-code" {...form.register('zipCode')} />
            </Field>
          </div>
          <Field label={t('properties.fields.type')} error={message(errors.type?.message)}>
            <Input list="property-edit-type-options" {...form.register('type')} />
          </Field>
          <datalist id="property-edit-type-options">
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <FormDialogFooter
            cancelLabel={t('common:actions.cancel')}
            onCancel={dialog.close}
            submitLabel={t('common:actions.save')}
            busyLabel={t('properties.edit.saving')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
