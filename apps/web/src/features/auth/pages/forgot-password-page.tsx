import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function ForgotPasswordPage() {
  return <PagePlaceholder titleKey="pages.forgotPassword" />;
}
