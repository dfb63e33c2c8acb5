import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function ContactPage() {
  return <PagePlaceholder titleKey="pages.contact" />;
}
