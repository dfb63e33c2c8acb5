import type { AuditEvent } from '@rentwise/core/audit/schemas';
import { useTranslation } from '@/app/i18n';
import { useMoney } from '@/lib/use-money';
import { formatFieldValue } from '../lib/format-value';

/** A field's value from its JSON text (the API's shape); text that is not JSON shows as it is. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The fields an event names, in the order they were written (after first, then before-only). */
function fieldsOf(event: AuditEvent): string[] {
  return [...new Set([...Object.keys(event.after ?? {}), ...Object.keys(event.before ?? {})])];
}

/**
 * What an event changed: one row per field with its value before and after (a creation has only
 * "after", a deletion only "before").
 */
export function ActivityChanges({ event, id }: { event: AuditEvent; id: string }) {
  const { t, i18n } = useTranslation('activity');
  const { currency } = useMoney();
  const fields = fieldsOf(event);
  const value = (side: AuditEvent['before'], field: string) =>
    side && field in side
      ? formatFieldValue(field, parsed(side[field]), t, i18n.language, currency)
      : t('empty');
  return (
    <div id={id} className="grid gap-2">
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noChanges')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="w-1/3 py-1 pr-3 font-medium">
                {t('field')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('before')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-t align-top">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium break-words">
                  {t(`fields.${field}`, { defaultValue: field })}
                </th>
                <td className="py-1.5 pr-3 break-words text-muted-foreground">
                  {event.before ? (
                    <del className="decoration-destructive/60">{value(event.before, field)}</del>
                  ) : (
                    t('empty')
                  )}
                </td>
                <td className="py-1.5 break-words">
                  {event.after ? <ins className="no-underline">{value(event.after, field)}</ins> : t('empty')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {event.requestId && (
        <p className="text-xs text-muted-foreground">{t('requestId', { id: event.requestId })}</p>
      )}
    </div>
  );
}
