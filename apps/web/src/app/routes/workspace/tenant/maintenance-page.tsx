import { isClosedStatus, type MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { CalendarClock, MessageSquarePlus, Plus, UserCog, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMaintenanceRequests } from '@/features/maintenance/api/get-maintenance-requests';
import {
  MaintenancePriorityBadge,
  MaintenanceStatusBadge,
} from '@/features/maintenance/components/maintenance-badges';
import { MaintenancePhotos } from '@/features/maintenance/components/maintenance-photos';
import { MaintenanceRequestDialog } from '@/features/maintenance/components/maintenance-request-dialog';
import { MaintenanceCommentForm } from '@/features/maintenance/components/maintenance-update-forms';
import { MaintenanceUpdates } from '@/features/maintenance/components/maintenance-updates';
import { WithdrawRequestButton } from '@/features/maintenance/components/withdraw-request-button';
import { tradeText } from '@/features/maintenance/trade-text';
import { formatDate } from '@/lib/dates';

/**
 * Tenant › Maintenance (spec section 2): the tenant's requests with title, date, status,
 * description and dated updates; New Request opens the request form; a comment can be added to an
 * open request. `?new=1` (the dashboard's Report an Issue) opens the form at once.
 */
export default function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(() => params.has('new'));
  const onOpenChange = (open: boolean) => {
    setCreating(open);
    // Closing the form drops ?new=1, so a reload does not open it again.
    if (!open && params.has('new')) setParams({}, { replace: true });
  };
  const requests = useMaintenanceRequests();
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader
        title={t('tenant.title')}
        subtitle={t('tenant.subtitle')}
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('tenant.newRequest')}
          </Button>
        }
      />

      {requests.isError ? (
        <p role="alert" className="text-destructive">
          {t('tenant.loadFailed', { message: requests.error.message })}
        </p>
      ) : requests.isPending ? (
        <p className="text-muted-foreground">{t('tenant.loading')}</p>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
            <Wrench aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{t('tenant.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('tenant.emptyHint')}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {items.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={requests} label={t('tenant.loadMore')} className="justify-self-center" />

      <MaintenanceRequestDialog open={creating} onOpenChange={onOpenChange} />
    </div>
  );
}

function RequestCard({ request }: { request: MaintenanceRequest }) {
  const { t, i18n } = useTranslation('maintenance');
  const [commenting, setCommenting] = useState(false);
  return (
    <Card className="gap-4">
      <CardHeader className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="break-words leading-snug">{request.title}</CardTitle>
          <MaintenanceStatusBadge status={request.status} />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <time dateTime={request.createdAt}>
            {t('tenant.reported', { date: formatDate(request.createdAt, i18n.language) })}
          </time>
          <span aria-hidden="true">·</span>
          <span>{t(`category.${request.category}`)}</span>
          <MaintenancePriorityBadge priority={request.priority} tenant />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="whitespace-pre-line break-words text-sm">{request.description}</p>
        {(request.scheduledFor || request.vendor) && (
          <div className="grid gap-1 text-sm">
            {request.scheduledFor && (
              <p className="flex items-center gap-2">
                <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
                {t('tenant.visit', { date: formatDate(request.scheduledFor, i18n.language) })}
              </p>
            )}
            {request.vendor && (
              <p className="flex items-center gap-2">
                <UserCog aria-hidden="true" className="size-4 text-muted-foreground" />
                {t('tenant.vendor', { name: request.vendor.name, trade: tradeText(t, request.vendor.trade) })}
              </p>
            )}
          </div>
        )}
        <MaintenancePhotos
          requestId={request.id}
          photos={request.photos}
          canAdd={!isClosedStatus(request.status)}
        />
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('updates.title')}</h3>
          <MaintenanceUpdates updates={request.updates} />
        </div>
        {!isClosedStatus(request.status) &&
          (commenting ? (
            <MaintenanceCommentForm requestId={request.id} onDone={() => setCommenting(false)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setCommenting(true)}>
                <MessageSquarePlus aria-hidden="true" />
                {t('tenant.comment')}
              </Button>
              <WithdrawRequestButton request={request} />
            </div>
          ))}
      </CardContent>
    </Card>
  );
}
