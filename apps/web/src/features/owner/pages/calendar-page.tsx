import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ReminderCreateDialog } from '@/features/reminders/components/reminder-create-dialog';
import { RemindersList } from '@/features/reminders/components/reminders-list';

/**
 * Owner › Calendar: the owner's scheduled and sent reminders (the spec's page points owners to
 * Schedule Reminder). The month grid is not built yet.
 */
export default function CalendarPage() {
  const { t } = useTranslation('reminders');
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        action={
          <Button onClick={() => setOpen(true)}>
            <Bell aria-hidden="true" />
            {t('calendar.schedule')}
          </Button>
        }
      />
      <Card className="gap-0 pb-0">
        <CardHeader className="pb-4">
          <CardTitle>{t('list.title')}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto border-t px-0">
          <RemindersList />
        </CardContent>
      </Card>
      <ReminderCreateDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
