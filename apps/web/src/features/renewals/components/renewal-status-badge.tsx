import type { RenewalBoardStatus } from '@rentwise/core/renewals/schemas';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<RenewalBoardStatus, 'neutral' | 'info' | 'success' | 'destructive' | 'warning'> = {
  not_started: 'neutral',
  sent: 'info',
  accepted: 'success',
  declined: 'destructive',
  expired: 'warning',
  signed: 'success',
};

/** A renewal's status as a badge that always shows its word. */
export function RenewalStatusBadge({ status }: { status: RenewalBoardStatus }) {
  const { t } = useTranslation('renewals');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
