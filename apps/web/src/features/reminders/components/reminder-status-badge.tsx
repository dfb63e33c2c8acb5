import type { ReminderStatus } from '@rentwise/core/reminders/schemas';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';

const variant = { scheduled: 'warning', sent: 'success', cancelled: 'neutral' } as const;

export function ReminderStatusBadge({ status }: { status: ReminderStatus }) {
  const { t } = useTranslation('reminders');
  return <Badge variant={variant[status]}>{t(`status.${status}`)}</Badge>;
}
