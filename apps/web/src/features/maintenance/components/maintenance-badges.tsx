import type { MaintenancePriority, MaintenanceStatus } from '@rentwise/core/maintenance/schemas';
import { toTenantPriority } from '@rentwise/core/maintenance/schemas';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';

/** Spec section 4: In Progress amber, Completed green; Pending and Cancelled stay neutral. */
const statusVariant = {
  pending: 'neutral',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'neutral',
} as const;

export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('maintenance');
  return <Badge variant={statusVariant[status]}>{t(`status.${status}`)}</Badge>;
}

const priorityVariant = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'destructive',
} as const;

/** `tenant` words the top priority as the tenant form does ('Emergency'). */
export function MaintenancePriorityBadge({
  priority,
  tenant = false,
}: {
  priority: MaintenancePriority;
  tenant?: boolean;
}) {
  const { t } = useTranslation('maintenance');
  const label = t(`priority.${tenant ? toTenantPriority(priority) : priority}`);
  return <Badge variant={priorityVariant[priority]}>{label}</Badge>;
}
