import { zodResolver } from '@hookform/resolvers/zod';
import { toCents } from '@rentwise/core/money/money';
import {
  type Property,
  type PropertyFormValues,
  propertyFormDefaults,
  propertyFormSchema,
} from '@rentwise/core/properties/schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreateProperty } from '../api/create-property';

export const PROPERTY_TYPES = ['Single Family', 'Duplex', 'Apartment', 'Condo', 'Townhouse', 'Commercial'];

/** Dialog 1 of the spec: Add New Property. */
export function PropertyCreateDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(property: Property): void;
}) {
  const { t } = useTranslation(['owner', 'validation']);
  const createProperty = useCreateProperty();
  const form = useForm<z.input<typeof propertyFormSchema>, unknown, PropertyFormValues>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: propertyFormDefaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);

  const dialog = useFormDialog(form, { onOpenChange });

  const onSubmit = dialog.submit({
    send: (values) =>
      createProperty.mutateAsync({
        address: values.address,
        propertyType: values.type,
        units: values.units,
        monthlyRent: toCents(values.monthlyRevenue),
      }),
    success: () => ({
      title: t('properties.created.title'),
      description: t('properties.created.description'),
    }),
    done: (property) => onCreated?.(property),
    failed: t('properties.createFailed'),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('properties.dialog.title')}</DialogTitle>
          <DialogDescription>{t('properties.dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('properties.fields.address')} error={message(errors.address?.message)}>
            <Input
              autoComplete="street-address"
              placeholder={t('properties.fields.addressPlaceholder')}
              {...form.register('address')}
            />
          </Field>
          <Field label={t('properties.fields.type')} error={message(errors.type?.message)}>
            <Input
              list="property-type-options"
              placeholder={t('properties.fields.typePlaceholder')}
              {...form.register('type')}
            />
          </Field>
          <datalist id="property-type-options">
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('properties.fields.units')} error={message(errors.units?.message)}>
              <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('units')} />
            </Field>
            <Field
              label={t('properties.fields.monthlyRevenue')}
              hint={t('properties.fields.monthlyRevenueHint')}
              error={message(errors.monthlyRevenue?.message)}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...form.register('monthlyRevenue')}
              />
            </Field>
          </div>
          <FormDialogFooter
            cancelLabel={t('properties.dialog.cancel')}
            onCancel={dialog.close}
            submitLabel={t('properties.dialog.submit')}
            busyLabel={t('properties.dialog.adding')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
