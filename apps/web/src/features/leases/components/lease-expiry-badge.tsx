import type { LeaseExpiryFlag } from '@rentwise/core/leases/expiry';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';

const expiryVariant = {
  'past-end-occupied': 'destructive',
  'ending-30': 'warning',
  'ending-60': 'info',
  'ending-90': 'neutral',
} as const;

/** Ends within 30/60/90 days, or past its end and still occupied (core leases/expiry.ts); nothing otherwise. */
export function LeaseExpiryBadge({ flag }: { flag: LeaseExpiryFlag | null }) {
  const { t } = useTranslation('leases');
  if (!flag) return null;
  return <Badge variant={expiryVariant[flag]}>{t(`expiry.${flag}`)}</Badge>;
}
