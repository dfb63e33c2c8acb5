import { zodResolver } from '@hookform/resolvers/zod';
import { fromCents, toCents } from '@rentwise/core/money/money';
import {
  currencies,
  type Org,
  type OrgSettingsForm,
  orgSettingsFormSchema,
} from '@rentwise/core/organisations/schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateOrg } from '../api/update-org';
import { OrganisationLogo } from './organisation-logo';

function valuesOf(org: Org): z.input<typeof orgSettingsFormSchema> {
  return {
    name: org.name,
    timeZone: org.timeZone,
    currency: org.currency as OrgSettingsForm['currency'],
    defaultDueDay: org.defaultDueDay,
    defaultGraceDays: org.defaultGraceDays,
    defaultLateFee: fromCents(org.defaultLateFee),
    approvalThreshold: org.approvalThreshold === null ? null : fromCents(org.approvalThreshold),
    lateFeeLimitPercent: org.lateFeeLimitPercent,
  };
}

/** The runtime's IANA zones, for the time zone field's suggestions. */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return ['UTC', ...(intl.supportedValuesOf?.('timeZone') ?? [])];
  } catch {
    return ['UTC'];
  }
}

const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * The Organisation section (org.update): the logo, name, time zone, currency, default lease terms
 * and the owner-approval threshold. Amounts are typed in the currency's units and sent as cents.
 */
export function OrganisationSettingsCard({ org, editable }: { org: Org; editable: boolean }) {
  const { t } = useTranslation(['team', 'validation']);
  const update = useUpdateOrg();
  const zones = useMemo(timeZones, []);
  const form = useForm<z.input<typeof orgSettingsFormSchema>, unknown, OrgSettingsForm>({
    resolver: zodResolver(orgSettingsFormSchema),
    values: valuesOf(org),
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        ...values,
        defaultLateFee: toCents(values.defaultLateFee),
        approvalThreshold: values.approvalThreshold === null ? null : toCents(values.approvalThreshold),
      });
      toast.success(t('organisation.saved'));
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError)) return;
      toast.error(t('organisation.saveFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{t('organisation.title')}</h2>
        <CardDescription>
          {editable ? t('organisation.description') : t('organisation.readOnly')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <OrganisationLogo editable={editable} />
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset disabled={!editable} className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              label={t('organisation.name')}
              error={message(errors.name?.message)}
              className="sm:col-span-2"
            >
              <Input autoComplete="organization" {...form.register('name')} />
            </Field>
            <Field
              label={t('organisation.timeZone')}
              error={message(errors.timeZone?.message)}
              hint={t('organisation.timeZoneHint')}
            >
              <Input list="organisation-time-zones" autoComplete="off" {...form.register('timeZone')} />
            </Field>
            <datalist id="organisation-time-zones">
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            <Field
              label={t('organisation.currency')}
              hint={errors.currency ? undefined : t('organisation.currencyHint')}
              error={message(errors.currency?.message)}
            >
              <NativeSelect {...form.register('currency')}>
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {t(`common:currencies.${currency}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t('organisation.defaultDueDay')} error={message(errors.defaultDueDay?.message)}>
              <Input
                type="number"
                min={1}
                max={28}
                {...form.register('defaultDueDay', { valueAsNumber: true })}
              />
            </Field>
            <Field
              label={t('organisation.defaultGraceDays')}
              error={message(errors.defaultGraceDays?.message)}
            >
              <Input
                type="number"
                min={0}
                max={60}
                {...form.register('defaultGraceDays', { valueAsNumber: true })}
              />
            </Field>
            <Field label={t('organisation.defaultLateFee')} error={message(errors.defaultLateFee?.message)}>
              <Input
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                {...form.register('defaultLateFee', { valueAsNumber: true })}
              />
            </Field>
            <Field
              label={t('organisation.approvalThreshold')}
              error={message(errors.approvalThreshold?.message)}
              hint={t('organisation.approvalThresholdHint')}
            >
              <Input
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                {...form.register('approvalThreshold', { setValueAs: numberOrNull })}
              />
            </Field>
            <Field
              label={t('organisation.lateFeeLimitPercent')}
              error={message(errors.lateFeeLimitPercent?.message)}
              hint={t('organisation.lateFeeLimitPercentHint')}
            >
              <Input
                type="number"
                min={0}
                max={100}
                step="0.01"
                inputMode="decimal"
                {...form.register('lateFeeLimitPercent', { valueAsNumber: true })}
              />
            </Field>
          </fieldset>
          {editable && (
            <div className="flex justify-end">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('organisation.saving') : t('organisation.save')}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
