import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useMaintenanceRequests } from '../api/get-maintenance-requests';
import { MaintenanceStatusBadge } from './maintenance-badges';

/** The tenant dashboard's Maintenance Requests card: the latest requests and Submit New Request. */
export function TenantMaintenanceCard() {
  const { t, i18n } = useTranslation('maintenance');
  const requests = useMaintenanceRequests({ limit: 3 });
  const items = requests.data?.pages[0]?.items ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{t('card.title')}</CardTitle>
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/tenant-dashboard/maintenance">{t('card.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {requests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('tenant.loadFailed', { message: requests.error.message })}
          </p>
        ) : requests.isPending ? (
          <p className="text-sm text-muted-foreground">{t('card.loading')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('card.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {items.map((request) => (
              <li key={request.id} className="flex items-start justify-between gap-3 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">{request.title}</p>
                  <p className="text-muted-foreground">{formatDate(request.createdAt, i18n.language)}</p>
                </div>
                <MaintenanceStatusBadge status={request.status} />
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/tenant-dashboard/maintenance?new=1">
            <Plus aria-hidden="true" />
            {t('card.submit')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
