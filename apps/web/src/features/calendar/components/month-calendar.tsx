import type { CalendarEvent } from '@rentwise/core/calendar/schemas';
import { addMonths, format } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type GridDay, monthGrid, parseDay, weekStartOf } from '../lib/month-grid';
import { chipText, eventStyles, eventTypes } from './event-style';

const MAX_CHIPS = 3;

export function dateLocale(language: string) {
  return language.startsWith('fr') ? fr : enUS;
}

/** 'novembre 2026' → 'Novembre 2026': a title starts with a capital in every language. */
function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The grid's days for a month, in the reader's week order. */
export function useMonthGrid(month: Date, language: string): GridDay[] {
  return useMemo(() => monthGrid(month, weekStartOf(dateLocale(language))), [month, language]);
}

/**
 * A month view: title, previous / today / next, the weekday header in the locale's order and a
 * 7-column grid of days. Desktop cells show the day's event chips (coloured by type); phones get
 * a compact grid with one dot per event, and the selected day's list does the telling. Every day
 * is a toggle button (its label: the full date and how many events) that selects it.
 */
export function MonthCalendar({
  month,
  days,
  events,
  selected,
  today,
  onSelect,
  onMonthChange,
}: {
  month: Date;
  days: GridDay[];
  events: CalendarEvent[];
  selected: string | null;
  today: string;
  onSelect(day: string): void;
  onMonthChange(month: Date): void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const locale = dateLocale(i18n.language);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) map.set(event.date, [...(map.get(event.date) ?? []), event]);
    return map;
  }, [events]);
  const weekdays = days.slice(0, 7).map((day) => parseDay(day.iso));
  const title = capitalize(format(month, 'LLLL yyyy', { locale }));

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('previousMonth')}
            onClick={() => onMonthChange(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => onMonthChange(parseDay(today))}>
            {t('today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('nextMonth')}
            onClick={() => onMonthChange(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      {/* The weekday header is visual: each day's button says its full date and event count. */}
      <div className="grid grid-cols-7 overflow-hidden rounded-lg border">
        {weekdays.map((day, index) => (
          <div
            key={day.toISOString()}
            aria-hidden="true"
            className={cn(
              'border-b bg-muted/40 py-2 text-center text-xs font-medium text-muted-foreground',
              index < 6 && 'border-r',
            )}
          >
            <span className="sm:hidden">{capitalize(format(day, 'EEEEE', { locale }))}</span>
            <span className="hidden sm:inline">{capitalize(format(day, 'EEE', { locale }))}</span>
          </div>
        ))}
        {days.map((day, index) => {
          const dayEvents = byDay.get(day.iso) ?? [];
          const isSelected = day.iso === selected;
          const isToday = day.iso === today;
          const lastRow = index >= days.length - 7;
          const label = [
            format(parseDay(day.iso), 'PPPP', { locale }),
            dayEvents.length > 0 ? t('eventCount', { count: dayEvents.length }) : t('noEventCount'),
          ].join(', ');
          return (
            <button
              type="button"
              key={day.iso}
              aria-label={label}
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              data-day={day.iso}
              onClick={() => onSelect(day.iso)}
              className={cn(
                'flex min-h-12 min-w-0 flex-col items-center gap-1 p-1 outline-none transition-colors hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:min-h-24 sm:items-stretch sm:p-1.5',
                index % 7 < 6 && 'border-r',
                !lastRow && 'border-b',
                !day.inMonth && 'bg-muted/30 text-muted-foreground',
                isSelected && 'bg-primary/10 hover:bg-primary/15',
              )}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm tabular-nums',
                  isToday && 'bg-primary font-semibold text-primary-foreground',
                  isSelected && !isToday && 'ring-2 ring-primary',
                )}
              >
                {day.day}
              </span>
              {dayEvents.length > 0 && (
                <>
                  {/* Phones: one dot per event (at most four). */}
                  <span aria-hidden="true" className="flex flex-wrap justify-center gap-0.5 sm:hidden">
                    {dayEvents.slice(0, 4).map((event) => (
                      <span
                        key={event.id}
                        className={cn('size-1.5 rounded-full', eventStyles[event.type].dot)}
                      />
                    ))}
                  </span>
                  {/* Wider screens: chips with the type and who it is about. */}
                  <span aria-hidden="true" className="hidden min-w-0 flex-col gap-0.5 sm:flex">
                    {dayEvents.slice(0, MAX_CHIPS).map((event) => (
                      <span
                        key={event.id}
                        data-event-type={event.type}
                        className={cn(
                          'truncate rounded px-1.5 py-0.5 text-left text-[11px] leading-tight font-medium',
                          eventStyles[event.type].chip,
                        )}
                      >
                        {chipText(t, event)}
                      </span>
                    ))}
                    {dayEvents.length > MAX_CHIPS && (
                      <span className="px-1.5 text-left text-[11px] text-muted-foreground">
                        {t('more', { count: dayEvents.length - MAX_CHIPS })}
                      </span>
                    )}
                  </span>
                </>
              )}
            </button>
          );
        })}
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label={t('legend')}>
        {eventTypes.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', eventStyles[type].dot)} />
            {t(`types.${type}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
