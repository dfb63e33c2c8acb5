import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { ImportWizard } from '@/features/import-export/components/import-wizard';
import { useCan } from '@/features/team';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Owner › Settings › Import & export (issue 20): admins and managers ('import.write'). */
export default function ImportExportPage() {
  const { t } = useTranslation('imports');
  useDocumentTitle(t('title'));
  const allowed = useCan('import.write');
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Link
        to="/owner-dashboard/settings"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('page.back')}
      </Link>
      <PageHeader title={t('title')} subtitle={t('page.subtitle')} />
      {allowed ? <ImportWizard /> : null}
    </div>
  );
}
