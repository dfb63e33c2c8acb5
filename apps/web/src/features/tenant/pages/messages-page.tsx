import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function MessagesPage() {
  return <PagePlaceholder titleKey="pages.messages" />;
}
