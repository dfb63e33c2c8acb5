import { zodResolver } from '@hookform/resolvers/zod';
import { fromCents, toCents } from '@rentwise/core/money/money';
import { type Property, type UnitFormValues, unitFormSchema } from '@rentwise/core/properties/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreateUnit } from '../api/create-unit';

/** Add unit (POST /api/properties/:id/units): a name and its rent, the property's rent suggested. */
export function UnitCreateDialog({
  property,
  onOpenChange,
}: {
  property: Property | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['owner', 'validation']);
  const createUnit = useCreateUnit();
  const defaults = (p: Property | null) => ({
    label: p ? t('properties.units.defaultLabel', { number: p.unitsCount + 1 }) : '',
    monthlyRent: p ? fromCents(p.monthlyRent) : 0,
  });
  const form = useForm<z.input<typeof unitFormSchema>, unknown, UnitFormValues>({
    resolver: zodResolver(unitFormSchema),
    defaultValues: defaults(property),
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const dialog = useFormDialog(form, { onOpenChange });

  useEffect(() => {
    if (property) form.reset(defaults(property));
  }, [property, form]);

  const onSubmit = dialog.submit({
    send: (values) =>
      createUnit.mutateAsync({
        propertyId: property?.id ?? '',
        label: values.label,
        monthlyRent: toCents(values.monthlyRent),
      }),
    success: (unit) => ({ title: t('properties.units.added', { unit: unit.label }) }),
    failed: t('properties.units.addFailed'),
  });

  return (
    <Dialog open={property !== null} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('properties.units.addTitle')}</DialogTitle>
          <DialogDescription>
            {t('properties.units.addDescription', { address: property?.address ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('properties.units.label')} error={message(errors.label?.message)}>
              <Input {...form.register('label')} />
            </Field>
            <Field label={t('properties.units.rent')} error={message(errors.monthlyRent?.message)}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...form.register('monthlyRent')}
              />
            </Field>
          </div>
          <FormDialogFooter
            cancelLabel={t('common:actions.cancel')}
            onCancel={dialog.close}
            submitLabel={t('properties.units.add')}
            busyLabel={t('properties.units.adding')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
