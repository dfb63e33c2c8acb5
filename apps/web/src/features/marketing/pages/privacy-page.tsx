import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function PrivacyPage() {
  return <PagePlaceholder titleKey="pages.privacy" />;
}
