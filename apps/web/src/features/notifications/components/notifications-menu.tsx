import type { Notification } from '@rentwise/core/notifications/schemas';
import { Bell } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationText } from '../notification-text';

/**
 * The top bar's notifications: the signed-in user's latest, with the unread count on the bell.
 * Opening one marks it read (and follows its link); View All Notifications opens the full list.
 */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation('dashboard');
  const said = useNotificationText();
  const notifications = useNotifications(10);
  // The full list lives under the dashboard the menu is in (owner or tenant).
  const { pathname } = useLocation();
  const allPath = `${pathname.startsWith('/tenant-dashboard') ? '/tenant-dashboard' : '/owner-dashboard'}/notifications`;
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];

  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    // Only a path inside the app (never '//host' or a full URL).
    if (item.link && /^\/(?!\/)/.test(item.link)) void navigate(item.link);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={
            unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')
          }
          className="relative"
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="notifications-unread"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground"
              aria-hidden="true"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between gap-2 pr-1">
          <DropdownMenuLabel>{t('notifications.title')}</DropdownMenuLabel>
          {unread > 0 && (
            // A menu item, not a button: a Radix menu keeps Tab inside and moves with the arrows
            // between items only, so a plain button here could not be reached by keyboard.
            <DropdownMenuItem
              className="h-auto px-1 py-0 text-xs font-medium text-primary underline-offset-4 hover:underline"
              disabled={markAllRead.isPending}
              onSelect={(event) => {
                // The menu stays open: the list shows the items turn read.
                event.preventDefault();
                markAllRead.mutate();
              }}
            >
              {t('notifications.markAllRead')}
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {notifications.isError ? (
          <p role="alert" className="px-2 py-4 text-center text-sm text-destructive">
            {t('notifications.loadFailed')}
          </p>
        ) : notifications.isPending ? (
          <p className="px-2 py-4 text-center text-sm text-muted-foreground">{t('notifications.loading')}</p>
        ) : items.length === 0 ? (
          <div className="px-2 py-6 text-center">
            <p className="text-sm font-medium">{t('notifications.empty')}</p>
            <p className="text-xs text-muted-foreground">{t('notifications.emptyHint')}</p>
          </div>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {items.map((item) => (
              <DropdownMenuItem
                key={item.id}
                className="flex-col items-start gap-0.5"
                onSelect={() => open(item)}
              >
                <span className="flex w-full items-start gap-2">
                  <span className={cn('flex-1', item.readAt ? 'font-normal' : 'font-semibold')}>
                    {said(item).title}
                  </span>
                  {!item.readAt && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                      <span className="sr-only">{t('notifications.unread')}</span>
                    </span>
                  )}
                </span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{said(item).body}</span>
                <time className="text-xs text-muted-foreground" dateTime={item.createdAt}>
                  {formatRelativeTime(item.createdAt, i18n.language)}
                </time>
              </DropdownMenuItem>
            ))}
          </div>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="justify-center font-medium text-primary"
          onSelect={() => void navigate(allPath)}
        >
          {t('notifications.viewAll')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
