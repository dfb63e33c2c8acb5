import type { CalendarEvent } from '@rentwise/core/calendar/schemas';
import { addDays, addMonths, format, startOfMonth } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
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
 *
 * Keyboard (the WAI-ARIA date grid's keys): the grid is one Tab stop (roving tabindex); the arrow
 * keys move a day or a week, Home/End to the week's ends, Page Up/Down a month; Enter or Space
 * selects. Moving past the grid's edge turns the month and focus follows to the day asked for.
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
  const titleId = useId();
  const hintId = useId();
  const gridRef = useRef<HTMLFieldSetElement>(null);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  // A day an arrow key asked for in another month: focused once that month's grid has rendered.
  const pendingFocus = useRef<string | null>(null);
  const inGrid = (iso: string | null) => iso !== null && days.some((day) => day.iso === iso);
  const tabStop = inGrid(focusDay)
    ? focusDay
    : inGrid(selected)
      ? selected
      : (days.find((day) => day.iso === today) ?? days.find((day) => day.inMonth))?.iso;

  const focusButton = (iso: string) =>
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)?.focus();

  useEffect(() => {
    const target = pendingFocus.current;
    if (target && days.some((day) => day.iso === target)) {
      pendingFocus.current = null;
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
    }
  }, [days]);

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, iso: string, column: number) => {
    const date = parseDay(iso);
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -column),
      End: () => addDays(date, 6 - column),
      PageUp: () => addMonths(date, -1),
      PageDown: () => addMonths(date, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move();
    const targetIso = format(target, 'yyyy-MM-dd');
    setFocusDay(targetIso);
    if (inGrid(targetIso) && event.key !== 'PageUp' && event.key !== 'PageDown') {
      focusButton(targetIso);
    } else {
      pendingFocus.current = targetIso;
      onMonthChange(startOfMonth(target));
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold" aria-live="polite">
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
      <p id={hintId} className="sr-only">
        {t('keyboardHint')}
      </p>
      <fieldset
        ref={gridRef}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="grid min-w-0 grid-cols-7 overflow-hidden rounded-lg border"
      >
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
              tabIndex={day.iso === tabStop ? 0 : -1}
              onFocus={() => setFocusDay(day.iso)}
              onKeyDown={(event) => onDayKeyDown(event, day.iso, index % 7)}
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
      </fieldset>

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
