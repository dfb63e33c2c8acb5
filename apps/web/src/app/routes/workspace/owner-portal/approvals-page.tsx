import { useParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { useApprovals } from '@/features/owner-portal/api/get-approvals';
import { ApprovalCard } from '@/features/owner-portal/components/approval-card';

/**
 * Owner portal › Approvals: repairs estimated above what the manager may spend alone. The email's
 * link (/owner-portal/approvals/:requestId) opens this page with that request first.
 */
export default function OwnerPortalApprovalsPage() {
  const { t } = useTranslation(['owners', 'maintenance']);
  const { requestId } = useParams();
  const approvals = useApprovals();
  const all = approvals.data ?? [];
  const linked = all.find((request) => request.id === requestId);
  const rest = all.filter((request) => request !== linked);
  const pending = rest.filter((request) => request.approvalStatus === 'pending');
  const decided = rest.filter((request) => request.approvalStatus !== 'pending');

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader title={t('portal.approvals.title')} subtitle={t('portal.approvals.subtitle')} />
      {approvals.isError && (
        <p role="alert" className="text-destructive">
          {t('portal.loadFailed', { message: approvals.error.message })}
        </p>
      )}
      {approvals.isPending && <p className="text-muted-foreground">{t('portal.loading')}</p>}
      {approvals.isSuccess && all.length === 0 && (
        <p className="text-muted-foreground">{t('portal.approvals.empty')}</p>
      )}
      {linked && <ApprovalCard request={linked} highlighted />}
      {pending.length > 0 && (
        <section className="grid gap-4" aria-labelledby="approvals-pending">
          <h2 id="approvals-pending" className="text-lg font-semibold">
            {t('portal.approvals.pendingTitle')}
          </h2>
          {pending.map((request) => (
            <ApprovalCard key={request.id} request={request} />
          ))}
        </section>
      )}
      {decided.length > 0 && (
        <section className="grid gap-4" aria-labelledby="approvals-decided">
          <h2 id="approvals-decided" className="text-lg font-semibold">
            {t('portal.approvals.decidedTitle')}
          </h2>
          {decided.map((request) => (
            <ApprovalCard key={request.id} request={request} />
          ))}
        </section>
      )}
    </div>
  );
}
