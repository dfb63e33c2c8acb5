import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function DocumentsPage() {
  return <PagePlaceholder titleKey="pages.documents" />;
}
