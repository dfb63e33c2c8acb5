import { useTranslation } from '@/app/i18n';
import { useUnreadMessageCount } from '../api/get-unread-count';

/** The sidebar's count of unread messages next to Messages (nothing when there are none). */
export function UnreadMessagesBadge() {
  const { t } = useTranslation('dashboard');
  const unread = useUnreadMessageCount().data?.unreadCount ?? 0;
  if (unread === 0) return null;
  return (
    <span
      data-testid="messages-unread"
      className="ml-auto flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-white"
    >
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('nav.unreadMessages', { count: unread })}</span>
    </span>
  );
}
