import type { Conversation } from '@rentwise/core/messages/schemas';
import { Loader2, MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

const DESKTOP = '(min-width: 1024px)';

function useIsDesktop(): boolean {
  const query = () => typeof window !== 'undefined' && window.matchMedia?.(DESKTOP).matches === true;
  const [desktop, setDesktop] = useState(query);
  useEffect(() => {
    const media = window.matchMedia?.(DESKTOP);
    if (!media) return;
    const onChange = () => setDesktop(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return desktop;
}

/**
 * The Messages page of both dashboards: contacts on the left, the open conversation on the
 * right; on phones one at a time, with a back button. The open conversation is in the address
 * (`?conversation=`), so notifications and emails link straight to it. A tenant's only
 * conversation (with their landlord) opens by itself; an owner picks one (opening it reads it).
 */
export function MessagesWorkspace({
  viewer,
  emptyAction,
}: {
  viewer: 'owner' | 'tenant';
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation(['messages', 'common']);
  const conversations = useConversations();
  const [params, setParams] = useSearchParams();
  const desktop = useIsDesktop();
  const [listRequested, setListRequested] = useState(false);
  const items = conversations.data?.items ?? [];
  const explicitId = params.get('conversation');
  const selectedId =
    explicitId ?? (viewer === 'tenant' && !listRequested && items.length === 1 ? items[0].id : null);
  const selected: Conversation | undefined = items.find((item) => item.id === selectedId);

  const select = (id: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('conversation', id);
      return next;
    });
  };
  const back = () => {
    setListRequested(true);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('conversation');
      return next;
    });
  };

  const showList = desktop || !selected;
  const showConversation = desktop || Boolean(selected);

  return (
    <Card
      className={cn(
        'flex-row gap-0 overflow-hidden py-0',
        // The conversation fills the screen below the page header (taller on phones, where the
        // owner's New Conversation button sits under the title); a phone's list takes its height.
        showConversation
          ? viewer === 'owner'
            ? 'h-[calc(100dvh-16rem)] min-h-[24rem] lg:h-[calc(100dvh-15rem)]'
            : 'h-[calc(100dvh-12rem)] min-h-[24rem] lg:h-[calc(100dvh-15rem)]'
          : 'min-h-40',
      )}
    >
      {showList && (
        <nav
          aria-label={t('list.label')}
          className={cn('min-h-0 overflow-y-auto', desktop ? 'w-80 shrink-0 border-r' : 'w-full')}
        >
          {conversations.isPending ? (
            <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {t('list.loading')}
            </p>
          ) : conversations.isError ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              {t('list.loadFailed', { message: conversations.error.message })}
            </p>
          ) : items.length === 0 ? (
            <div className="grid justify-items-center gap-2 p-6 text-center">
              <p className="font-medium">{t(`list.empty.${viewer}`)}</p>
              <p className="text-sm text-muted-foreground">{t(`list.emptyHint.${viewer}`)}</p>
              {emptyAction}
            </div>
          ) : (
            <>
              <ConversationList conversations={items} selectedId={selected?.id ?? null} onSelect={select} />
              <div className="flex justify-center p-3 empty:hidden">
                <LoadMoreButton
                  query={conversations}
                  size="sm"
                  label={t('common:actions.loadMore')}
                  workingLabel={t('common:actions.loadingMore')}
                />
              </div>
            </>
          )}
        </nav>
      )}
      {showConversation &&
        (selected ? (
          <ConversationView key={selected.id} conversation={selected} onBack={back} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <MessageSquare aria-hidden="true" className="size-10" />
            <p>{conversations.isPending ? t('list.loading') : t('view.none')}</p>
          </div>
        ))}
    </Card>
  );
}
