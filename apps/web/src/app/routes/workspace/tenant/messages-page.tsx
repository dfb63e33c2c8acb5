import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { MessagesWorkspace } from '@/features/messages/components/messages-workspace';

/** Tenant › Messages (spec section 2): the landlord as contact, the conversation and the input. */
export default function TenantMessagesPage() {
  const { t } = useTranslation('messages');
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('page.title')} subtitle={t('page.tenantSubtitle')} />
      <MessagesWorkspace viewer="tenant" />
    </div>
  );
}
