import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function LoginPage() {
  return <PagePlaceholder titleKey="pages.login" />;
}
