import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { type AuditEventFilter, useAuditEvents } from '@/features/activity/api/get-audit-events';
import {
  ActivityFilters,
  type ActivityFilterValues,
  emptyActivityFilters,
} from '@/features/activity/components/activity-filters';
import { ActivityList } from '@/features/activity/components/activity-list';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The picked days as instants: from the first day's midnight to the last day's end, in local time. */
function toFilter(values: ActivityFilterValues): AuditEventFilter | null {
  const from = values.from ? new Date(`${values.from}T00:00:00`) : undefined;
  const to = values.to ? new Date(`${values.to}T23:59:59.999`) : undefined;
  if (from && to && from > to) return null;
  return {
    memberId: values.memberId || undefined,
    entityType: values.entityType || undefined,
    from: from?.toISOString(),
    to: to?.toISOString(),
  };
}

/**
 * Owner › Settings › Activity (admins: 'audit.read'): the organisation's audit log, newest first,
 * filtered by member, record type and dates, each event's before/after behind "Show changes".
 */
export default function ActivityPage() {
  const { t } = useTranslation('activity');
  useDocumentTitle(t('title'));
  const [values, setValues] = useState<ActivityFilterValues>(emptyActivityFilters);
  const filter = useMemo(() => toFilter(values), [values]);
  // An impossible range asks nothing: the last good answer stays while the person fixes it.
  const [lastGood, setLastGood] = useState<AuditEventFilter>({});
  if (filter && JSON.stringify(filter) !== JSON.stringify(lastGood)) setLastGood(filter);
  const events = useAuditEvents(filter ?? lastGood);
  const forbidden = events.error instanceof ApiError && events.error.status === 403;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <Link
        to="/owner-dashboard/settings"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {forbidden ? (
        <p role="alert" className="rounded-xl border bg-card p-6 text-muted-foreground">
          {t('forbidden')}
        </p>
      ) : (
        <>
          <ActivityFilters
            value={values}
            onChange={setValues}
            rangeError={filter ? undefined : t('validation:dateRangeInvalid')}
          />
          <ActivityList query={events} filtered={Object.values(values).some(Boolean)} />
        </>
      )}
    </div>
  );
}
