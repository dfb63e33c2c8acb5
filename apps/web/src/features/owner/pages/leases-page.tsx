import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function LeasesPage() {
  return <PagePlaceholder titleKey="pages.leases" />;
}
