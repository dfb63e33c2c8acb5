import type { PaymentStatus } from '@rentwise/core/leases/schemas';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';

const paymentVariant = { paid: 'success', pending: 'warning', overdue: 'destructive' } as const;

/** Paid / Pending / Overdue (spec section 4). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <Badge variant={paymentVariant[status]}>{t(`status.${status}`)}</Badge>;
}
