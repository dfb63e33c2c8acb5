import { PagePlaceholder } from '@/components/layout/page-placeholder';

export default function CalendarPage() {
  return <PagePlaceholder titleKey="pages.calendar" />;
}
