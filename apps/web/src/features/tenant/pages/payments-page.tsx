import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function PaymentsPage() {
  return <PagePlaceholder titleKey="pages.payments" />;
}
