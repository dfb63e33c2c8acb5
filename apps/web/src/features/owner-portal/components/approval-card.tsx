import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useDecideApproval } from '../api/decide-approval';

type Decision = 'approve' | 'decline';

const approvalVariants = { pending: 'warning', approved: 'success', declined: 'destructive' } as const;

/**
 * One repair that needs (or needed) the owner's approval: where, what, the estimate; while it
 * waits, Approve and Decline, each confirmed in a dialog with an optional note.
 */
export function ApprovalCard({
  request,
  highlighted = false,
}: {
  request: MaintenanceRequest;
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation(['owners', 'maintenance']);
  const { money: orgMoney } = useMoney();
  const decide = useDecideApproval();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  const amount = orgMoney(request.estimatedCost ?? 0, { decimals: true });
  const headingId = `approval-${request.id}`;

  const close = () => {
    setDeciding(null);
    setNote('');
  };

  const confirm = async () => {
    if (!deciding) return;
    try {
      await decide.mutateAsync({ id: request.id, decision: deciding, note: note.trim() || undefined });
      toast.success(deciding === 'approve' ? t('portal.approvals.approved') : t('portal.approvals.declined'));
      close();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Card className={highlighted ? 'ring-2 ring-primary' : undefined} data-request-id={request.id}>
        <CardHeader className="gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={headingId} className="font-semibold">
              {request.title}
            </h3>
            {request.approvalStatus && (
              <Badge variant={approvalVariants[request.approvalStatus]}>
                {t(`maintenance:approval.status.${request.approvalStatus}`)}
              </Badge>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {request.unitLabel
              ? `${request.propertyAddress} · ${request.unitLabel}`
              : request.propertyAddress}
          </p>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm whitespace-pre-line">{request.description}</p>
          <p className="font-medium">{t('portal.approvals.estimate', { amount })}</p>
          {request.approvalStatus !== 'pending' && request.approvalDecidedAt && (
            <p className="text-sm text-muted-foreground">
              {t('portal.approvals.decidedOn', {
                decision: t(`maintenance:approval.status.${request.approvalStatus ?? 'approved'}`),
                date: formatDate(request.approvalDecidedAt, i18n.language),
              })}
            </p>
          )}
          {request.approvalStatus === 'pending' && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setDeciding('approve')}>{t('portal.approvals.approve')}</Button>
              <Button variant="outline" onClick={() => setDeciding('decline')}>
                {t('portal.approvals.decline')}
              </Button>
            </div>
          )}
        </CardContent>

        <Dialog open={deciding !== null} onOpenChange={(open) => !open && close()}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                {deciding === 'decline'
                  ? t('portal.approvals.confirmDeclineTitle')
                  : t('portal.approvals.confirmApproveTitle')}
              </DialogTitle>
              <DialogDescription>
                {t('portal.approvals.confirmDescription', {
                  title: request.title,
                  address: request.propertyAddress,
                  amount,
                })}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <label htmlFor={noteId} className="text-sm font-medium">
                {t('portal.approvals.note')}
              </label>
              <Textarea
                id={noteId}
                value={note}
                maxLength={2000}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t('portal.approvals.cancel')}
              </Button>
              <Button
                type="button"
                variant={deciding === 'decline' ? 'destructive' : 'default'}
                disabled={decide.isPending}
                onClick={confirm}
              >
                {deciding === 'decline' ? t('portal.approvals.decline') : t('portal.approvals.approve')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </Card>
    </section>
  );
}
