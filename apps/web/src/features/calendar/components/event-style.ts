import type { CalendarEvent, CalendarEventType } from '@rentwise/core/calendar/schemas';

/**
 * Each event type's colour (chip, dot and legend), readable in light and dark themes. The chip's
 * text always names the type too, so colour is never the only cue.
 */
export const eventStyles: Record<CalendarEventType, { chip: string; dot: string }> = {
  'rent-due': {
    chip: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
    dot: 'bg-emerald-500',
  },
  'lease-start': {
    chip: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200',
    dot: 'bg-sky-500',
  },
  'lease-end': {
    chip: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
    dot: 'bg-amber-500',
  },
  reminder: {
    chip: 'bg-violet-100 text-violet-900 dark:bg-violet-500/20 dark:text-violet-200',
    dot: 'bg-violet-500',
  },
  maintenance: {
    chip: 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-200',
    dot: 'bg-rose-500',
  },
};

export const eventTypes = Object.keys(eventStyles) as CalendarEventType[];

/** The short text of a chip: the type and who or what it is about. */
export function chipText(t: (key: string, values?: Record<string, unknown>) => string, event: CalendarEvent) {
  return t(`chip.${event.type}`, { name: event.title ?? event.tenantName ?? '' });
}
