import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function PropertiesPage() {
  return <PagePlaceholder titleKey="pages.properties" />;
}
