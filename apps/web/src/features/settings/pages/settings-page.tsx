import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function SettingsPage() {
  return <PagePlaceholder titleKey="pages.settings" />;
}
