import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { cn } from '@/lib/cn';
import { Section, SectionHeading } from '../section';

type Value = 'yes' | 'no' | 'partial';
const columns = ['rentwise', 'spreadsheets', 'traditional'] as const;

const rows: { key: string; values: readonly [Value, Value, Value] }[] = [
  { key: 'leaseAnalysis', values: ['yes', 'no', 'no'] },
  { key: 'pricing', values: ['yes', 'no', 'partial'] },
  { key: 'payments', values: ['yes', 'no', 'yes'] },
  { key: 'maintenance', values: ['yes', 'partial', 'partial'] },
  { key: 'renewals', values: ['yes', 'no', 'partial'] },
  { key: 'dashboard', values: ['yes', 'partial', 'yes'] },
  { key: 'portals', values: ['yes', 'no', 'partial'] },
];

function Mark({ value }: { value: Value }) {
  const { t } = useTranslation('marketing');
  const Icon = value === 'yes' ? Check : value === 'no' ? X : Minus;
  return (
    <span className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 items-center justify-center rounded-full sm:size-7',
          value === 'yes' && 'bg-success/15 text-green-700 dark:text-green-300',
          value === 'no' && 'bg-muted text-muted-foreground',
          value === 'partial' && 'bg-warning/20 text-amber-700 dark:text-amber-200',
        )}
      >
        <Icon className="size-4" strokeWidth={2.5} />
      </span>
      <span className="sr-only">{t(`landing.comparison.values.${value}`)}</span>
    </span>
  );
}

export function Comparison() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="comparison" labelledBy="comparison-title" className="bg-muted/40">
      <SectionHeading
        id="comparison-title"
        eyebrow={t('landing.comparison.eyebrow')}
        title={t('landing.comparison.title')}
        description={t('landing.comparison.description')}
      />
      {/*
        No horizontal scrolling on a phone: there the columns size to their content (auto layout),
        so a column heading is as wide as its longest word and never breaks inside one
        ("Spreads heets"); the capability names wrap between words.
      */}
      <div className="mt-12 overflow-hidden rounded-2xl border bg-card shadow-sm">
        <table className="w-full border-collapse text-left text-xs sm:table-fixed sm:text-sm">
          <caption className="sr-only">{t('landing.comparison.caption')}</caption>
          <colgroup>
            <col className="sm:w-[40%]" />
            <col />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-2 py-3 sm:px-5 sm:py-4 font-semibold">
                {t('landing.comparison.columns.feature')}
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    'px-1.5 py-3 sm:px-5 sm:py-4 text-center font-semibold break-normal',
                    column === 'rentwise' && 'bg-primary/10 text-primary',
                  )}
                >
                  {t(`landing.comparison.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-b-0">
                <th scope="row" className="px-2 py-3 sm:px-5 sm:py-4 font-medium break-words">
                  {t(`landing.comparison.rows.${row.key}`)}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index]}
                    className={cn('px-2 py-3 sm:px-5 sm:py-4 text-center', index === 0 && 'bg-primary/5')}
                  >
                    <Mark value={value} />
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className="px-2 py-3 sm:px-5 sm:py-4 font-medium break-words">
                {t('landing.comparison.rows.goLive')}
              </th>
              {columns.map((column) => (
                <td
                  key={column}
                  className={cn(
                    'px-2 py-3 sm:px-5 sm:py-4 text-center',
                    column === 'rentwise'
                      ? 'bg-primary/5 font-semibold text-primary'
                      : 'text-muted-foreground',
                  )}
                >
                  {t(`landing.comparison.goLive.${column}`)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Section>
  );
}
