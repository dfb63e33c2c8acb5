import { ArrowLeft, FilePlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useLeaseReview } from '@/features/lease-review/api/review-lease';
import {
  LeaseDocumentText,
  LeaseFindingsCard,
  LeaseTermsCard,
} from '@/features/lease-review/components/lease-review-view';
import { leaseValuesFromReview } from '@/features/lease-review/lib/format-term';
import { LeaseCreateDialog } from '@/features/leases/components/lease-create-dialog';
import { ApiError } from '@/lib/api-client';

/** Why a review failed, in the interface's language (the server's message is English). */
function errorKey(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return 'page.notFound';
  if (status === 415) return 'page.unsupported';
  if (status === 422) return 'page.unreadable';
  return 'page.tryAgain';
}

/**
 * Owner › Documents › Review lease (issue 22): the terms and findings read from one uploaded
 * lease, each with its quoted sentence, the document with those sentences highlighted, and
 * "Create lease from review", which opens Create Lease with the dates and rent filled in.
 */
export default function OwnerLeaseReviewPage() {
  const { t, i18n } = useTranslation('lease-review');
  const { documentId = '' } = useParams();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const review = useLeaseReview(documentId, language);
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        action={
          review.data && (
            <Button onClick={() => setCreating(true)}>
              <FilePlus aria-hidden="true" />
              {t('page.createLease')}
            </Button>
          )
        }
      />
      <Link
        to="/owner-dashboard/documents"
        className="inline-flex w-fit items-center gap-1 text-sm underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('page.back')}
      </Link>
      {review.isPending && <p role="status">{t('page.loading')}</p>}
      {review.isError && (
        <p role="alert" className="text-destructive">
          {t('page.failed')}. {t(errorKey(review.error))}
        </p>
      )}
      {review.data && (
        <>
          <p className="text-sm text-muted-foreground">{t('page.disclaimer')}</p>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <LeaseFindingsCard findings={review.data.findings} />
            <LeaseTermsCard review={review.data} />
          </div>
          <LeaseDocumentText review={review.data} />
          {creating && (
            <LeaseCreateDialog
              open={creating}
              onOpenChange={setCreating}
              initialValues={leaseValuesFromReview(review.data)}
            />
          )}
        </>
      )}
    </div>
  );
}
