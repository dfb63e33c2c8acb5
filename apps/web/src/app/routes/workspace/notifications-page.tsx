import type { Notification } from '@rentwise/core/notifications/schemas';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useNotificationsPage } from '@/features/notifications/api/get-notifications-page';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { NotificationTypeIcon } from '@/features/notifications/components/notification-type-icon';
import { useNotificationText } from '@/features/notifications/notification-text';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { formatRelativeTime } from '@/lib/relative-time';

/** Only a path inside the app (never '//host' or a full URL) is followed. */
function internalLink(link: string | null): string | null {
  return link && /^\/(?!\/)/.test(link) ? link : null;
}

/**
 * All of the signed-in user's notifications (owner and tenant alike), opened from the top bar's
 * View All Notifications: All / Unread, Load more, mark one or all as read, each opens its link.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotificationsPage({ unreadOnly });
  // The unread count comes with the top bar's query (already cached).
  const summary = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = summary.data?.unreadCount ?? 0;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        title={t('title')}
        subtitle={unread > 0 ? t('subtitleUnread', { count: unread }) : t('subtitle')}
        action={
          <Button
            variant="outline"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            {t('markAllRead')}
          </Button>
        }
      />
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('filter.label')}</legend>
        {[false, true].map((value) => (
          <Button
            key={String(value)}
            size="sm"
            variant={unreadOnly === value ? 'default' : 'outline'}
            aria-pressed={unreadOnly === value}
            onClick={() => setUnreadOnly(value)}
          >
            {value ? t('filter.unread') : t('filter.all')}
          </Button>
        ))}
      </fieldset>
      <Card className="py-0">
        <CardContent className="px-0">
          {list.isError ? (
            <p role="alert" className="p-6 text-destructive">
              {t('loadFailed', { message: list.error.message })}
            </p>
          ) : list.isPending ? (
            <p className="p-6 text-muted-foreground">{t('loading')}</p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 p-10 text-center">
              <BellOff aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-medium">{unreadOnly ? t('emptyUnread') : t('empty')}</p>
              <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
            </div>
          ) : (
            <ul className="divide-y">
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <LoadMoreButton
        query={list}
        label={t('loadMore')}
        workingLabel={t('loadingMore')}
        className="justify-self-center"
      />
    </div>
  );
}

function NotificationRow({ item }: { item: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const { title, body } = useNotificationText()(item);
  const markRead = useMarkNotificationRead();
  const link = internalLink(item.link);
  const unread = !item.readAt;
  const onOpen = () => {
    if (unread) markRead.mutate(item.id);
  };
  const text = (
    <>
      <span className={cn('block', unread ? 'font-semibold' : 'font-medium')}>{title}</span>
      <span className="block text-sm text-muted-foreground">{body}</span>
    </>
  );
  return (
    <li className={cn('flex items-start gap-3 px-4 py-4 sm:px-6', unread && 'bg-primary/5')}>
      <NotificationTypeIcon type={item.type} />
      <div className="grid min-w-0 flex-1 gap-1">
        {link ? (
          <Link to={link} onClick={onOpen} className="rounded-sm hover:underline focus-visible:underline">
            {text}
          </Link>
        ) : (
          <div>{text}</div>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={item.createdAt} title={formatDate(item.createdAt, i18n.language)}>
            {formatRelativeTime(item.createdAt, i18n.language)}
          </time>
          {unread && (
            <>
              <span className="inline-flex items-center gap-1 font-medium text-primary">
                <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
                {t('unread')}
              </span>
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(item.id)}
              >
                {t('markRead')}
                <span className="sr-only">: {title}</span>
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
