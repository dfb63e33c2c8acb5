import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function CookiesPage() {
  return <PagePlaceholder titleKey="pages.cookies" />;
}
