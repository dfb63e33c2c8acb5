import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function TenantDashboardPage() {
  return <PagePlaceholder titleKey="pages.tenantDashboard" />;
}
