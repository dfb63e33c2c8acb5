import type { CalendarEvent } from '@rentwise/core/calendar/schemas';

import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useMoney } from '@/lib/use-money';
import { eventStyles } from './event-style';

const statusVariant: Record<string, 'success' | 'warning' | 'destructive' | 'neutral' | 'info'> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'destructive',
  scheduled: 'info',
  sent: 'neutral',
  in_progress: 'warning',
  completed: 'success',
};

/** The events of one day as a list: what, who and where, with the ledger's status for rent. */
export function DayEventsList({ events }: { events: CalendarEvent[] }) {
  const { t } = useTranslation('calendar');
  const { money: orgMoney } = useMoney();
  return (
    <ul className="grid gap-3">
      {events.map((event) => {
        const place = [event.propertyAddress, event.unitLabel].filter(Boolean).join(' · ');
        return (
          <li key={event.id} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', eventStyles[event.type].dot)}
            />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`types.${event.type}`)}</span>
                {event.status && (
                  <Badge variant={statusVariant[event.status] ?? 'neutral'}>
                    {t(`status.${event.status}`, { defaultValue: event.status })}
                  </Badge>
                )}
              </div>
              <p className="break-words">
                {event.type === 'rent-due' && event.amount !== null
                  ? t('details.rent', {
                      amount: orgMoney(event.amount),
                      name: event.tenantName,
                    })
                  : event.title
                    ? event.title
                    : event.tenantName}
              </p>
              {(place || (event.title && event.tenantName)) && (
                <p className="break-words text-muted-foreground">
                  {[event.title ? event.tenantName : null, place].filter(Boolean).join(' — ')}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
