import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function ResetPasswordPage() {
  return <PagePlaceholder titleKey="pages.resetPassword" />;
}
