import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function SignupPage() {
  return <PagePlaceholder titleKey="pages.signup" />;
}
