import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function TenantsPage() {
  return <PagePlaceholder titleKey="pages.tenants" />;
}
