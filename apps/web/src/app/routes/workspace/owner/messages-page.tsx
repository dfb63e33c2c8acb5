import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { MessagesWorkspace } from '@/features/messages/components/messages-workspace';
import { StartConversationDialog } from '@/features/messages/components/start-conversation-dialog';
import { useCan } from '@/features/team';

/** Owner › Messages: a conversation with each tenant, unread counts, and New Conversation. */
export default function OwnerMessagesPage() {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [, setParams] = useSearchParams();
  const canStart = useCan('message.write');
  const newButton = canStart && (
    <Button onClick={() => setOpen(true)}>
      <MessageSquarePlus aria-hidden="true" />
      {t('start.open')}
    </Button>
  );
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('page.title')} subtitle={t('page.ownerSubtitle')} action={newButton} />
      <MessagesWorkspace
        viewer="owner"
        emptyAction={
          canStart && (
            <Button variant="outline" onClick={() => setOpen(true)}>
              {t('start.open')}
            </Button>
          )
        }
      />
      <StartConversationDialog
        open={open}
        onOpenChange={setOpen}
        onStarted={(id) => setParams({ conversation: id })}
      />
    </div>
  );
}
