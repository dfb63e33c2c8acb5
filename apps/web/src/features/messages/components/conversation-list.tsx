import type { Conversation } from '@rentwise/core/messages/schemas';
import { useTranslation } from '@/app/i18n';
import { cn } from '@/lib/cn';
import { formatMessageTime } from '../lib/message-time';
import { ContactAvatar } from './contact-avatar';

/**
 * The contacts list (spec: name, role, active) with each conversation's latest message and unread
 * count. The same list serves the owner (one row per tenant) and the tenant (their landlord).
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect(id: string): void;
}) {
  const { t, i18n } = useTranslation('messages');
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-1 p-2">
      {conversations.map((conversation) => {
        const { contact, lastMessage, unreadCount } = conversation;
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-start gap-3 rounded-md p-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
                selected ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
              )}
            >
              <ContactAvatar name={contact.name} active={contact.active} />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate', unreadCount > 0 ? 'font-semibold' : 'font-medium')}>
                    {contact.name}
                  </span>
                  {lastMessage && (
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {formatMessageTime(lastMessage.createdAt, i18n.language)}
                    </span>
                  )}
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {t(`contact.role.${contact.role}`)}
                  {contact.detail ? ` · ${contact.detail}` : ''}
                  {' · '}
                  {contact.active ? t('contact.active') : t('contact.away')}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cn(
                      'truncate text-sm',
                      unreadCount > 0 ? 'text-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {lastMessage
                      ? lastMessage.fromMe
                        ? t('list.you', { text: lastMessage.preview })
                        : lastMessage.preview
                      : t('list.noMessages')}
                  </span>
                  {unreadCount > 0 && (
                    <span className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground">
                      <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
                      <span className="sr-only">{t('list.unread', { count: unreadCount })}</span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
