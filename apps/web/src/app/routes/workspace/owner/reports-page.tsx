import { type ReportKind, reportKinds } from '@rentwise/core/reports/schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PropertyOptions } from '@/features/properties';
import { downloadReport, type ReportFilters } from '@/features/reports/api/get-report';
import { ReportView } from '@/features/reports/components/report-view';
import { todayIso } from '@/lib/dates';

/**
 * Owner › Reports (issue 19 item 5): the rent roll, aged receivables, deposit register, income
 * statement and expenses by category, each with its filters, on screen (cards on a phone) and as
 * CSV or PDF — the files are made by the server from the same answer the screen shows.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const [kind, setKind] = useState<ReportKind>('rent-roll');
  const month = todayIso().slice(0, 7);
  const [filters, setFilters] = useState<ReportFilters>({ asOf: todayIso(), from: month, to: month });
  const set = (changes: Partial<ReportFilters>) => setFilters((current) => ({ ...current, ...changes }));
  const byDay = kind === 'rent-roll' || kind === 'aged-receivables';
  const byMonth = kind === 'income-statement' || kind === 'expenses';
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const download = (format: 'csv' | 'pdf') =>
    downloadReport(kind, filters, format, lang).catch((error: Error) =>
      toast.error(t('page.downloadFailed', { message: error.message })),
    );

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => download('csv')}>
              <Download aria-hidden="true" />
              {t('page.downloadCsv')}
            </Button>
            <Button variant="outline" onClick={() => download('pdf')}>
              <Download aria-hidden="true" />
              {t('page.downloadPdf')}
            </Button>
          </div>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor="report-kind">{t('page.choose')}</Label>
          <NativeSelect
            id="report-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as ReportKind)}
          >
            {reportKinds.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="report-property">{t('filters.property')}</Label>
          <NativeSelect
            id="report-property"
            value={filters.propertyId ?? ''}
            onChange={(event) => set({ propertyId: event.target.value || undefined })}
          >
            <PropertyOptions emptyLabel={t('filters.allProperties')} />
          </NativeSelect>
        </div>
        {byDay && (
          <div className="grid gap-2">
            <Label htmlFor="report-as-of">{t('filters.asOf')}</Label>
            <Input
              id="report-as-of"
              type="date"
              value={filters.asOf ?? ''}
              onChange={(event) => set({ asOf: event.target.value || undefined })}
            />
          </div>
        )}
        {byMonth && (
          <>
            <div className="grid gap-2">
              <Label htmlFor="report-from">{t('filters.from')}</Label>
              <Input
                id="report-from"
                type="month"
                value={filters.from ?? ''}
                onChange={(event) => set({ from: event.target.value || undefined })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="report-to">{t('filters.to')}</Label>
              <Input
                id="report-to"
                type="month"
                value={filters.to ?? ''}
                onChange={(event) => set({ to: event.target.value || undefined })}
              />
            </div>
          </>
        )}
      </div>
      <div>
        <h2 className="text-lg font-semibold">{t(`kinds.${kind}`)}</h2>
        <p className="text-sm text-muted-foreground">{t(`descriptions.${kind}`)}</p>
      </div>
      <ReportView kind={kind} filters={filters} />
    </div>
  );
}
