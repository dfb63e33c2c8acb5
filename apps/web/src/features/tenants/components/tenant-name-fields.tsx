import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type NameField = 'firstName' | 'lastName';

/**
 * A tenant's first and last name side by side (stacked on a phone), as Add Tenant and Edit tenant
 * ask them; `error` is the translated message of a field, if any.
 */
export function TenantNameFields({
  register,
  error,
}: {
  register(name: NameField): UseFormRegisterReturn;
  error(name: NameField): string | undefined;
}) {
  const { t } = useTranslation('owner');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('tenants.fields.firstName')} error={error('firstName')}>
        <Input autoComplete="off" {...register('firstName')} />
      </Field>
      <Field label={t('tenants.fields.lastName')} error={error('lastName')}>
        <Input autoComplete="off" {...register('lastName')} />
      </Field>
    </div>
  );
}
