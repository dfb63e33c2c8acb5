import type { NotificationType } from '@rentwise/core/notifications/schemas';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NotificationTypeIcon, useNotificationsPage } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/relative-time';

/** What counts as a notice: the landlord's reminders (own or automatic) and lease news. */
const NOTICE_TYPES: NotificationType[] = ['reminder', 'lease'];

/** Tenant dashboard › Important Notices: the latest 5 notices from the tenant's notifications. */
export function ImportantNoticesCard() {
  const { t, i18n } = useTranslation('notifications');
  const notices = useNotificationsPage({ types: NOTICE_TYPES, limit: 5 });
  const items = notices.data?.pages[0]?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{t('notices.title')}</CardTitle>
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/tenant-dashboard/notifications">{t('notices.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {notices.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed', { message: notices.error.message })}
          </p>
        ) : notices.isPending ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center">
            <Megaphone aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-sm font-medium">{t('notices.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('notices.emptyHint')}</p>
          </div>
        ) : (
          <ul className="grid gap-4">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-3 text-sm">
                <NotificationTypeIcon type={item.type} className="size-8" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className={cn(item.readAt ? 'font-medium' : 'font-semibold')}>{item.title}</p>
                  <p className="text-muted-foreground">{item.body}</p>
                  <time className="text-xs text-muted-foreground" dateTime={item.createdAt}>
                    {formatRelativeTime(item.createdAt, i18n.language)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
