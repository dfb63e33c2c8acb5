import { type ReportKind, reportKinds } from '@rentwise/core/reports/schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { DateFilter, FilterPage, SelectFilter } from '@/components/filter-page';
import { Button } from '@/components/ui/button';
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
    <FilterPage
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
      filters={
        <>
          <SelectFilter
            id="report-kind"
            label={t('page.choose')}
            value={kind}
            onChange={(value) => setKind(value as ReportKind)}
          >
            {reportKinds.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </SelectFilter>
          <SelectFilter
            id="report-property"
            label={t('filters.property')}
            value={filters.propertyId ?? ''}
            onChange={(value) => set({ propertyId: value || undefined })}
          >
            <PropertyOptions emptyLabel={t('filters.allProperties')} />
          </SelectFilter>
          {byDay && (
            <DateFilter
              id="report-as-of"
              label={t('filters.asOf')}
              value={filters.asOf}
              onChange={(asOf) => set({ asOf })}
            />
          )}
          {byMonth && (
            <>
              <DateFilter
                id="report-from"
                label={t('filters.from')}
                type="month"
                value={filters.from}
                onChange={(from) => set({ from })}
              />
              <DateFilter
                id="report-to"
                label={t('filters.to')}
                type="month"
                value={filters.to}
                onChange={(to) => set({ to })}
              />
            </>
          )}
        </>
      }
    >
      <div>
        <h2 className="text-lg font-semibold">{t(`kinds.${kind}`)}</h2>
        <p className="text-sm text-muted-foreground">{t(`descriptions.${kind}`)}</p>
      </div>
      <ReportView kind={kind} filters={filters} />
    </FilterPage>
  );
}
