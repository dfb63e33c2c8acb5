import type { NoiMonth } from '@rentwise/core/reports/schemas';
import { BarChart3, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMoney } from '@/lib/use-money';
import { useNoi } from '../api/get-noi';

// recharts is large: its chunk loads after the dashboard's first paint, only for this card.
const NoiChart = lazy(() => import('./noi-chart'));

/** 'Mar 2026' / 'mars 2026'. */
export function monthLabel(month: string, language: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-FR' : 'en-US', {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The NOI of the current month as a dashboard tile. */
export function NoiTile() {
  const { t, i18n } = useTranslation('reports');
  const { money } = useMoney();
  const noi = useNoi();
  const current = noi.data?.months.at(-1);
  return (
    <Card className="gap-2" data-testid="noi-tile">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{t('noi.tileTitle')}</CardTitle>
        <TrendingUp aria-hidden="true" className="size-5 text-primary" />
      </CardHeader>
      <CardContent>
        {noi.isError ? (
          <p className="text-sm text-destructive">{t('noi.loadFailed')}</p>
        ) : !current ? (
          <p className="text-sm text-muted-foreground">{t('noi.loading')}</p>
        ) : (
          <>
            <p className="text-2xl font-bold tabular-nums">{money(current.noi, { decimals: true })}</p>
            <p className="text-xs text-muted-foreground">
              {t('noi.tileSubtitle', {
                month: monthLabel(current.month, i18n.language, 'long'),
                income: money(current.income, { decimals: true }),
                expenses: money(current.operatingExpenses, { decimals: true }),
              })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The last 12 months of NOI: a chart, or the same figures as a table. */
export function NoiChartCard() {
  const { t, i18n } = useTranslation('reports');
  const { money } = useMoney();
  const noi = useNoi();
  const [asTable, setAsTable] = useState(false);
  const months = noi.data?.months ?? [];
  const labels = {
    income: t('columns.income'),
    operatingExpenses: t('columns.operatingExpenses'),
    noi: t('columns.noi'),
  };
  const table = <NoiTable months={months} labels={labels} />;
  return (
    <Card data-testid="noi-chart">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="noi-chart-title">{t('noi.chartTitle')}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            <BarChart3 aria-hidden="true" />
            {asTable ? t('noi.showChart') : t('noi.showTable')}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/owner-dashboard/reports">{t('noi.openReports')}</Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {noi.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('noi.loadFailed')}
          </p>
        ) : noi.isPending ? (
          <p className="text-sm text-muted-foreground">{t('noi.loading')}</p>
        ) : asTable ? (
          table
        ) : (
          <figure aria-labelledby="noi-chart-title">
            <figcaption className="sr-only">{t('noi.chartLabel')}</figcaption>
            <Suspense fallback={<div className="h-[280px]" />}>
              <NoiChart
                months={months}
                labels={labels}
                money={(cents) => money(cents)}
                monthLabel={(month) => monthLabel(month, i18n.language)}
              />
            </Suspense>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

/** The chart's figures, month by month (its accessible alternative). */
function NoiTable({
  months,
  labels,
}: {
  months: NoiMonth[];
  labels: { income: string; operatingExpenses: string; noi: string };
}) {
  const { t, i18n } = useTranslation('reports');
  const { money } = useMoney();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard can scroll a table wider than its card (axe scrollable-region-focusable)
    <section className="overflow-x-auto" tabIndex={0} aria-label={t('noi.chartTitle')}>
      <table className="w-full text-sm">
        <thead className="border-b text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.month')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {labels.income}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {labels.operatingExpenses}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {labels.noi}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-b last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {monthLabel(m.month, i18n.language, 'long')}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{money(m.income, { decimals: true })}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {money(m.operatingExpenses, { decimals: true })}
              </td>
              <td className="px-3 py-2 text-right font-medium tabular-nums">
                {money(m.noi, { decimals: true })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
