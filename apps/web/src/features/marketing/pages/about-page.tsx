import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function AboutPage() {
  return <PagePlaceholder titleKey="pages.about" />;
}
