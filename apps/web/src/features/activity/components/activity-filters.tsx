import { type AuditEntityType, auditEntityTypes } from '@rentwise/core/audit/schemas';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useActivityMembers } from '../api/get-members';

/** The filters as the form holds them: days (YYYY-MM-DD) as the person picked them. */
export interface ActivityFilterValues {
  memberId: string;
  entityType: '' | AuditEntityType;
  from: string;
  to: string;
}

export const emptyActivityFilters: ActivityFilterValues = { memberId: '', entityType: '', from: '', to: '' };

/** Member, record type and date range; each change applies at once. */
export function ActivityFilters({
  value,
  onChange,
  rangeError,
}: {
  value: ActivityFilterValues;
  onChange(next: ActivityFilterValues): void;
  rangeError?: string;
}) {
  const { t } = useTranslation('activity');
  const members = useActivityMembers();
  const set = (patch: Partial<ActivityFilterValues>) => onChange({ ...value, ...patch });
  const active = Object.values(value).some(Boolean);
  return (
    <fieldset className="grid grid-cols-2 gap-4 rounded-xl border bg-card p-4 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      <legend className="sr-only">{t('filters.label')}</legend>
      <Field label={t('filters.member')} className="col-span-2 sm:col-span-1">
        <NativeSelect value={value.memberId} onChange={(event) => set({ memberId: event.target.value })}>
          <option value="">{t('filters.allMembers')}</option>
          {(members.data ?? []).map((member) => (
            <option key={member.userId} value={member.userId}>
              {`${member.firstName} ${member.lastName}`.trim() || member.email}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('filters.entity')} className="col-span-2 sm:col-span-1">
        <NativeSelect
          value={value.entityType}
          onChange={(event) => set({ entityType: event.target.value as ActivityFilterValues['entityType'] })}
        >
          <option value="">{t('filters.allEntities')}</option>
          {auditEntityTypes.map((type) => (
            <option key={type} value={type}>
              {t(`entities.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('filters.from')}>
        <Input
          type="date"
          className="px-2 sm:px-3"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </Field>
      <Field label={t('filters.to')} error={rangeError}>
        <Input
          type="date"
          className="px-2 sm:px-3"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </Field>
      <Button
        variant="ghost"
        className="col-span-2 lg:col-span-1"
        disabled={!active}
        onClick={() => onChange(emptyActivityFilters)}
      >
        {t('filters.clear')}
      </Button>
    </fieldset>
  );
}
