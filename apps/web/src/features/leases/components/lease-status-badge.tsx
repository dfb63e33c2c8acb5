import type { LeaseDisplayStatus } from '@rentwise/core/leases/schemas';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';

const leaseVariant = {
  active: 'success',
  'expiring-soon': 'warning',
  expired: 'neutral',
  draft: 'info',
} as const;

/** Active / Expiring Soon / Expired / Draft (spec section 4). */
export function LeaseStatusBadge({ status }: { status: LeaseDisplayStatus }) {
  const { t } = useTranslation('leases');
  return <Badge variant={leaseVariant[status]}>{t(`status.${status}`)}</Badge>;
}
