import type { Unit, UpdateUnitBody } from '@rentwise/core/properties/schemas';
import {
  SQUARE_FEET_PER_M2,
  unitAttributesShape,
  unitFeatures,
} from '@rentwise/core/rent-suggestions/schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useUpdateUnit } from '../api/update-unit';

type NumberField = 'bedrooms' | 'bathrooms' | 'areaM2' | 'floor';
const NUMBER_FIELDS: NumberField[] = ['bedrooms', 'bathrooms', 'areaM2', 'floor'];

/** The fields PATCH /api/units/:id takes for rent suggestions, from the core rules. */
const attributesSchema = z.object(unitAttributesShape);

const textOf = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * A unit's details for rent suggestions (issue 22): bedrooms, bathrooms, area in m² (English shows
 * the square feet beside it), floor and features. An empty field is "not entered" (null).
 */
export function UnitAttributesDialog({
  unit,
  onOpenChange,
}: {
  unit: Unit | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['rent-suggestions', 'validation']);
  const update = useUpdateUnit();
  const [values, setValues] = useState<Record<NumberField, string>>({
    bedrooms: '',
    bathrooms: '',
    areaM2: '',
    floor: '',
  });
  const [features, setFeatures] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<NumberField, string>>>({});

  useEffect(() => {
    if (!unit) return;
    setValues({
      bedrooms: textOf(unit.bedrooms),
      bathrooms: textOf(unit.bathrooms),
      areaM2: textOf(unit.areaM2),
      floor: textOf(unit.floor),
    });
    setFeatures(unit.features);
    setErrors({});
  }, [unit]);

  const area = numberOrNull(values.areaM2);
  const areaHint =
    area !== null && Number.isFinite(area) && area > 0
      ? t('attributes.areaHint', {
          feet: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(
            area * SQUARE_FEET_PER_M2,
          ),
        })
      : t('attributes.areaHintEmpty');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!unit) return;
    const body = {
      ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, numberOrNull(values[field])])),
      features,
    };
    const parsed = attributesSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)])),
      );
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: unit.id, ...(parsed.data as UpdateUnitBody) });
      toast.success(t('attributes.saved', { unit: unit.label }));
      onOpenChange(false);
    } catch (error) {
      // The server's field errors (i18n keys) under their fields; anything else is a toast.
      if (error instanceof ApiError && error.details) {
        setErrors(
          Object.fromEntries(Object.entries(error.details).map(([field, message]) => [field, t(message)])),
        );
      } else {
        toast.error(t('attributes.saveFailed'), {
          description: error instanceof Error ? error.message : undefined,
        });
      }
    }
  };

  const numberInput = (field: NumberField, props: { min: number; max: number; step: string }) => (
    <Input
      type="number"
      inputMode="decimal"
      {...props}
      value={values[field]}
      onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
    />
  );

  return (
    <Dialog open={unit !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('attributes.title', { unit: unit?.label ?? '' })}</DialogTitle>
          <DialogDescription>{t('attributes.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              label={t('attributes.bedrooms')}
              hint={t('attributes.bedroomsHint')}
              error={errors.bedrooms}
            >
              {numberInput('bedrooms', { min: 0, max: 20, step: '1' })}
            </Field>
            <Field label={t('attributes.bathrooms')} error={errors.bathrooms}>
              {numberInput('bathrooms', { min: 0, max: 20, step: '0.5' })}
            </Field>
            <Field label={t('attributes.area')} hint={areaHint} error={errors.areaM2}>
              {numberInput('areaM2', { min: 5, max: 5000, step: '1' })}
            </Field>
            <Field label={t('attributes.floor')} hint={t('attributes.floorHint')} error={errors.floor}>
              {numberInput('floor', { min: -5, max: 200, step: '1' })}
            </Field>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('attributes.features')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {unitFeatures.map((feature) => (
                <label key={feature} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={features.includes(feature)}
                    onChange={(e) =>
                      setFeatures((current) =>
                        e.target.checked ? [...current, feature] : current.filter((f) => f !== feature),
                      )
                    }
                  />
                  {t(`features.${feature}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormDialogFooter
            cancelLabel={t('common:actions.cancel')}
            onCancel={() => onOpenChange(false)}
            submitLabel={t('attributes.save')}
            busyLabel={t('attributes.saving')}
            busy={update.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
