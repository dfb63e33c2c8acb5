import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function MaintenancePage() {
  return <PagePlaceholder titleKey="pages.maintenance" />;
}
