import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function OwnerDashboardPage() {
  return <PagePlaceholder titleKey="pages.ownerDashboard" />;
}
