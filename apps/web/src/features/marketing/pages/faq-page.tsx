import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function FaqPage() {
  return <PagePlaceholder titleKey="pages.faq" />;
}
