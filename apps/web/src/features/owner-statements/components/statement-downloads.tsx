import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useDownloadStatement } from '../api/statements';

/** Download PDF / Download CSV of a statement, in the language on screen. */
export function StatementDownloads({
  ownerId,
  period,
  version,
}: {
  ownerId: string;
  period: string;
  /** A published version (the owner portal's); none = the live statement. */
  version?: number;
}) {
  const { t, i18n } = useTranslation('owners');
  const download = useDownloadStatement();
  const run = (format: 'pdf' | 'csv') =>
    download
      .mutateAsync({ ownerId, period, format, version, lang: i18n.language === 'fr' ? 'fr' : 'en' })
      .catch((error: Error) => toast.error(t('statements.loadFailed', { message: error.message })));
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" disabled={download.isPending} onClick={() => run('pdf')}>
        <Download aria-hidden="true" />
        {t('statements.downloadPdf')}
      </Button>
      <Button type="button" variant="outline" disabled={download.isPending} onClick={() => run('csv')}>
        <Download aria-hidden="true" />
        {t('statements.downloadCsv')}
      </Button>
    </div>
  );
}
