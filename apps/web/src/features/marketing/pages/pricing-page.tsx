import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function PricingPage() {
  return <PagePlaceholder titleKey="pages.pricing" />;
}
