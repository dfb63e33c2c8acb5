import { endOfMonth, format, startOfMonth } from 'date-fns';
import { Bell, CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCalendar } from '@/features/calendar/api/get-calendar';
import { DayEventsList } from '@/features/calendar/components/day-events-list';
import { dateLocale, MonthCalendar, useMonthGrid } from '@/features/calendar/components/month-calendar';
import { parseDay } from '@/features/calendar/lib/month-grid';
import { ReminderCreateDialog } from '@/features/reminders/components/reminder-create-dialog';
import { RemindersList } from '@/features/reminders/components/reminders-list';
import { useCan } from '@/features/team';
import { todayIso } from '@/lib/dates';

/**
 * Owner › Calendar: a month of real events (rent due dates, lease starts and ends, reminders,
 * maintenance visits), the selected day's events, Upcoming Events (today's, with the spec's
 * empty text pointing to Schedule Reminder), and the reminders list.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation(['calendar', 'reminders']);
  const canSchedule = useCan('reminder.write');
  const today = todayIso();
  const [month, setMonth] = useState(() => startOfMonth(parseDay(today)));
  const [selected, setSelected] = useState<string>(today);
  const [open, setOpen] = useState(false);
  const days = useMonthGrid(month, i18n.language);
  const from = days[0]?.iso ?? format(startOfMonth(month), 'yyyy-MM-dd');
  const to = days.at(-1)?.iso ?? format(endOfMonth(month), 'yyyy-MM-dd');
  const calendar = useCalendar(from, to);
  const todays = useCalendar(today, today);
  const events = calendar.data?.events ?? [];
  const selectedEvents = events.filter((event) => event.date === selected);
  const locale = dateLocale(i18n.language);

  const changeMonth = (next: Date) => {
    const first = startOfMonth(next);
    setMonth(first);
    // The selection follows: today in the current month, else the 1st.
    const todayDate = parseDay(today);
    const containsToday =
      first.getFullYear() === todayDate.getFullYear() && first.getMonth() === todayDate.getMonth();
    setSelected(containsToday ? today : format(first, 'yyyy-MM-dd'));
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('reminders:calendar.title')}
        subtitle={t('subtitle')}
        action={
          canSchedule && (
            <Button onClick={() => setOpen(true)}>
              <Bell aria-hidden="true" />
              {t('reminders:calendar.schedule')}
            </Button>
          )
        }
      />

      {/* Side by side only on wide screens: the month needs the width for readable chips. */}
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0">
          <CardContent className="grid gap-3 px-3 sm:px-6">
            <MonthCalendar
              month={month}
              days={days}
              events={events}
              selected={selected}
              today={today}
              onSelect={setSelected}
              onMonthChange={changeMonth}
            />
            {calendar.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
                {t('loadFailed', { message: calendar.error.message })}
                <Button variant="outline" size="sm" onClick={() => void calendar.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            ) : (
              calendar.isFetching && <p className="text-sm text-muted-foreground">{t('loading')}</p>
            )}
          </CardContent>
        </Card>

        <div className="grid content-start gap-6 md:grid-cols-2 2xl:grid-cols-1">
          <Card aria-live="polite">
            <CardHeader>
              <CardTitle className="text-base">
                {format(parseDay(selected), 'PPPP', { locale }).replace(/^./, (c) => c.toLocaleUpperCase())}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {calendar.isPending ? (
                <p className="text-sm text-muted-foreground">{t('loading')}</p>
              ) : selectedEvents.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('dayEmpty')}</p>
              ) : (
                <DayEventsList events={selectedEvents} />
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('upcoming.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              {todays.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {t('loadFailed', { message: todays.error.message })}
                </p>
              ) : todays.isPending ? (
                <p className="text-sm text-muted-foreground">{t('loading')}</p>
              ) : todays.data.events.length === 0 ? (
                <div className="flex flex-col items-center gap-2 py-4 text-center">
                  <CalendarCheck aria-hidden="true" className="size-8 text-muted-foreground" />
                  <p className="text-sm font-medium">{t('upcoming.empty')}</p>
                  <p className="text-sm text-muted-foreground">{t('upcoming.emptyHint')}</p>
                </div>
              ) : (
                <DayEventsList events={todays.data.events} />
              )}
            </CardContent>
          </Card>
        </div>
      </div>

      <Card className="gap-0 pb-0">
        <CardHeader className="pb-4">
          <CardTitle>{t('reminders:list.title')}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto border-t px-0">
          <RemindersList />
        </CardContent>
      </Card>
      <ReminderCreateDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
