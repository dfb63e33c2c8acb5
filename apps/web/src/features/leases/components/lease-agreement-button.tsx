import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { openFile } from '@/lib/open-file';

/**
 * Opens the lease agreement PDF (GET /api/leases/:id/agreement.pdf, issue 21): the lease's own
 * terms and the organisation's clauses, in the reader's language.
 */
export function LeaseAgreementButton({ leaseId }: { leaseId: string }) {
  const { t, i18n } = useTranslation('leases');
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    openFile({
      path: `/api/leases/${encodeURIComponent(leaseId)}/agreement.pdf`,
      query: { lang: i18n.language === 'fr' ? 'fr' : 'en' },
      mode: 'view',
      fallbackName: 'lease-agreement.pdf',
    })
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setOpening(false));
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={open} disabled={opening}>
      <FileText aria-hidden="true" />
      {t('detail.agreementPdf')}
    </Button>
  );
}
