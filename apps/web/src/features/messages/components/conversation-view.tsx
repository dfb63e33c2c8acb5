import type { Conversation, Message } from '@rentwise/core/messages/schemas';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '../api/get-messages';
import { formatMessageTime } from '../lib/message-time';
import { ContactAvatar } from './contact-avatar';
import { MessageInput } from './message-input';

/**
 * One conversation, the same for owner and tenant: the contact, the messages as bubbles (mine on
 * the right, theirs on the left, each with its time), older messages on demand, and the input.
 * `onBack` shows a back button on phones, where the list and the conversation are stacked.
 */
export function ConversationView({ conversation, onBack }: { conversation: Conversation; onBack?(): void }) {
  const { t } = useTranslation('messages');
  const messages = useMessages(conversation.id);
  const { contact } = conversation;
  // Pages come newest first; a chat reads oldest first.
  const items = (messages.data?.pages ?? []).flatMap((page) => page.items).reverse();

  return (
    <section aria-label={t('view.label', { name: contact.name })} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b p-3">
        {onBack && (
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            onClick={onBack}
            aria-label={t('view.back')}
          >
            <ArrowLeft aria-hidden="true" />
          </Button>
        )}
        <ContactAvatar name={contact.name} active={contact.active} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{contact.name}</h2>
          <p className="truncate text-xs text-muted-foreground">
            {t(`contact.role.${contact.role}`)}
            {' · '}
            <span className={contact.active ? 'text-success' : undefined}>
              {contact.active ? t('contact.active') : t('contact.away')}
            </span>
          </p>
        </div>
      </header>
      <MessageScroller
        items={items}
        loading={messages.isPending}
        error={messages.isError ? messages.error.message : null}
        hasOlder={Boolean(messages.hasNextPage)}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
        contactName={contact.name}
      />
      <MessageInput conversationId={conversation.id} />
    </section>
  );
}

function MessageScroller({
  items,
  loading,
  error,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  contactName,
}: {
  items: Message[];
  loading: boolean;
  error: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  contactName: string;
}) {
  const { t, i18n } = useTranslation('messages');
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = items[items.length - 1]?.id;
  // Follow the newest message (on open, on send, and when a new one arrives), not older pages.
  useEffect(() => {
    if (newestId && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [newestId]);
  const lastMine = [...items].reverse().find((message) => message.fromMe);

  return (
    // A log (polite live region): a message that arrives or is sent is read out; the history
    // already there when it opens is not. It scrolls, so it takes focus for keyboard scrolling.
    <div
      ref={scroller}
      role="log"
      aria-label={t('view.history', { name: contactName })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      {loading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('view.loading')}
        </p>
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {t('view.loadFailed', { message: error })}
        </p>
      ) : items.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
          <p className="font-medium">{t('view.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('view.emptyHint', { name: contactName })}</p>
        </div>
      ) : (
        <ol className="grid gap-3">
          {hasOlder && (
            <li className="flex justify-center">
              <Button variant="outline" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
                {loadingOlder && <Loader2 aria-hidden="true" className="animate-spin" />}
                {t('view.older')}
              </Button>
            </li>
          )}
          {items.map((message) => (
            <li
              key={message.id}
              className={cn('flex flex-col', message.fromMe ? 'items-end' : 'items-start')}
            >
              <span className="sr-only">{message.fromMe ? t('view.me') : contactName}</span>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
                  message.fromMe
                    ? 'rounded-br-sm bg-primary text-primary-foreground'
                    : 'rounded-bl-sm bg-muted text-foreground',
                )}
              >
                {message.body}
              </p>
              <span className="mt-1 px-1 text-xs text-muted-foreground">
                <time dateTime={message.createdAt}>
                  {formatMessageTime(message.createdAt, i18n.language)}
                </time>
                {message.id === lastMine?.id && message.readAt && ` · ${t('view.seen')}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
