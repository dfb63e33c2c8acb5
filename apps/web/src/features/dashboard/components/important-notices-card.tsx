import type { NotificationType } from '@rentwise/core/notifications/schemas';
import { FileText, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { documentFile, FileButtons, useDocuments } from '@/features/documents';
import { NotificationTypeIcon, useNotificationsPage, useNotificationText } from '@/features/notifications';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/relative-time';

/** What counts as a notice: the landlord's reminders (own or automatic) and lease news. */
const NOTICE_TYPES: NotificationType[] = ['reminder', 'lease'];
const SHOWN = 5;

/**
 * Tenant dashboard › Important Notices: the notices the landlord shared with the tenant (notice
 * documents, which open from here) and their reminder and lease notifications, newest first.
 */
export function ImportantNoticesCard() {
  const { t, i18n } = useTranslation(['notifications', 'documents']);
  const said = useNotificationText();
  const notifications = useNotificationsPage({ types: NOTICE_TYPES, limit: SHOWN });
  const documents = useDocuments({ kind: 'notice' });
  const error = notifications.error ?? documents.error;
  const items = [
    ...(documents.data?.pages[0]?.items ?? []).map((document) => ({
      key: `document-${document.id}`,
      at: document.createdAt,
      document,
    })),
    ...(notifications.data?.pages[0]?.items ?? []).map((notification) => ({
      key: `notification-${notification.id}`,
      at: notification.createdAt,
      notification,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, SHOWN);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{t('notices.title')}</CardTitle>
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/tenant-dashboard/notifications">{t('notices.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed', { message: error.message })}
          </p>
        ) : notifications.isPending || documents.isPending ? (
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
              <li key={item.key} className="flex items-start gap-3 text-sm">
                {'document' in item ? (
                  <>
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted">
                      <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
                    </span>
                    <div className="grid min-w-0 flex-1 gap-0.5">
                      <p className="font-medium">{item.document.name}</p>
                      <p className="text-muted-foreground">{t('notices.sharedDocument')}</p>
                      <time className="text-xs text-muted-foreground" dateTime={item.at}>
                        {formatRelativeTime(item.at, i18n.language)}
                      </time>
                    </div>
                    <FileButtons
                      name={item.document.name}
                      fileFor={(mode) => documentFile(item.document, mode)}
                    />
                  </>
                ) : (
                  <>
                    <NotificationTypeIcon type={item.notification.type} className="size-8" />
                    <div className="grid min-w-0 flex-1 gap-0.5">
                      <p className={cn(item.notification.readAt ? 'font-medium' : 'font-semibold')}>
                        {said(item.notification).title}
                      </p>
                      <p className="text-muted-foreground">{said(item.notification).body}</p>
                      <time className="text-xs text-muted-foreground" dateTime={item.at}>
                        {formatRelativeTime(item.at, i18n.language)}
                      </time>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
