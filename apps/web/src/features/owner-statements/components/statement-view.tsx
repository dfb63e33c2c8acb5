import { intlLocale } from '@rentwise/core/i18n';
import type { OwnerStatement, StatementLine } from '@rentwise/core/owner-statements/schemas';
import { ExternalLink, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { openEvidence } from '../api/statements';

/** 'March 2026' / 'mars 2026'. */
export function formatPeriod(period: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/** '8%' / '8 %' from basis points. */
function formatBasisPoints(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 })
    .format(basisPoints / 10_000)
    .replace(/\u00a0%/, '\u202f%');
}

/**
 * An owner statement on screen (issue 19 item 3): the summary that ties out, then income by unit,
 * expenses by category, the fee with its computation, contributions, distributions and the
 * reserve — each line with a link to its source and receipt. `expensesHref` is where a member
 * opens an expense (the owner portal has none: the receipt is the owner's evidence).
 */
export function StatementView({
  statement,
  expensesHref,
}: {
  statement: OwnerStatement;
  expensesHref?: string;
}) {
  const { t, i18n } = useTranslation('owners');
  const { money } = useMoney();
  const cents = (value: number) => money(value, { decimals: true });
  const open = (path: string) =>
    openEvidence(path).catch((error: Error) =>
      toast.error(t('statements.loadFailed', { message: error.message })),
    );

  const source = (line: StatementLine): ReactNode => {
    const label = t(`statements.sourceType.${line.source.type}`);
    if (line.source.type === 'payment')
      return (
        <button
          type="button"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          aria-label={t('statements.viewSource', { description: line.description })}
          onClick={() => open(`/api/payments/${encodeURIComponent(line.source.id)}/receipt.pdf`)}
        >
          {label}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </button>
      );
    if (line.source.type === 'expense' && expensesHref)
      return (
        <a
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          href={`${expensesHref}?expense=${encodeURIComponent(line.source.id)}`}
          aria-label={t('statements.viewSource', { description: line.description })}
        >
          {label}
        </a>
      );
    return <span className="text-muted-foreground">{label}</span>;
  };

  const receipt = (line: StatementLine): ReactNode =>
    line.receiptHref ? (
      <button
        type="button"
        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        onClick={() => line.receiptHref && open(line.receiptHref)}
      >
        <Paperclip className="size-3.5" aria-hidden="true" />
        {t('statements.viewReceipt')}
      </button>
    ) : null;

  const lineRows = (lines: StatementLine[]) =>
    lines.map((line) => (
      <tr key={`${line.source.type}-${line.id}`} className="border-t align-top">
        <td className="hidden py-2 pr-3 whitespace-nowrap md:table-cell">
          {formatDate(line.date, i18n.language)}
        </td>
        <td className="py-2 pr-3">
          <div className="break-words">{line.description}</div>
          <div className="text-xs text-muted-foreground">
            <span className="md:hidden">{formatDate(line.date, i18n.language)} · </span>
            {[line.propertyName, line.unitLabel].filter(Boolean).join(' · ')}
          </div>
          <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs md:hidden">
            {source(line)}
            {receipt(line)}
          </div>
        </td>
        <td className="hidden py-2 pr-3 md:table-cell">
          <div className="flex flex-col gap-1">
            {source(line)}
            {receipt(line)}
          </div>
        </td>
        <td className="py-2 text-right tabular-nums whitespace-nowrap">{cents(line.ownerAmount)}</td>
      </tr>
    ));

  const table = (caption: string, body: ReactNode, total: { label: string; amount: number }) => (
    <div>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="hidden pb-2 pr-3 font-medium md:table-cell">
              {t('statements.columns.date')}
            </th>
            <th scope="col" className="pb-2 pr-3 font-medium">
              {t('statements.columns.description')}
            </th>
            <th scope="col" className="hidden pb-2 pr-3 font-medium md:table-cell">
              {t('statements.columns.source')}
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              {t('statements.columns.ownerAmount')}
            </th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
        <tfoot>
          <tr className="border-t-2 font-semibold">
            <th scope="row" colSpan={3} className="py-2 pr-3 text-left">
              {total.label}
            </th>
            <td className="py-2 text-right tabular-nums whitespace-nowrap">{cents(total.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );

  const nothing = (
    <tr>
      <td colSpan={4} className="py-2 text-muted-foreground">
        {t('statements.nothing')}
      </td>
    </tr>
  );

  const subtotal = (key: string, label: string, amount: number) => (
    <tr key={key} className="border-t bg-muted/40 font-medium">
      <th scope="row" colSpan={3} className="py-2 pr-3 pl-2 text-left">
        {label}
      </th>
      <td className="py-2 text-right tabular-nums whitespace-nowrap">{cents(amount)}</td>
    </tr>
  );

  const { fee } = statement;
  const feeText =
    fee.policy.kind === 'none'
      ? [t('statements.feeNone')]
      : fee.policy.kind === 'flat'
        ? [t('statements.feeFlat')]
        : [
            t('statements.feePercent', {
              percent: formatBasisPoints(fee.policy.percentBasisPoints, i18n.language),
              base: cents(fee.base),
              amount: cents(fee.percentAmount),
            }),
            ...(fee.policy.minimumPerUnit > 0
              ? [
                  t('statements.feeMinimum', {
                    perUnit: cents(fee.policy.minimumPerUnit),
                    units: new Intl.NumberFormat(intlLocale(i18n.language), {
                      maximumFractionDigits: 2,
                    }).format(fee.unitHundredths / 100),
                    amount: cents(fee.minimumAmount),
                  }),
                ]
              : []),
          ];

  const summary: [string, number, boolean?][] = [
    [t('statements.opening'), statement.openingBalance],
    [`+ ${t('statements.income')}`, statement.income.total],
    [`− ${t('statements.expenses')}`, statement.expenses.total],
    [`− ${t('statements.fee')}`, fee.amount],
    [`+ ${t('statements.contributions')}`, statement.contributions.total],
    [`− ${t('statements.distributions')}`, statement.distributions.total],
    [t('statements.closing'), statement.closingBalance, true],
    [t('statements.reserve'), statement.reserve.total],
    [t('statements.available'), statement.availableToDistribute, true],
  ];

  return (
    <div className="grid gap-4" data-testid="owner-statement">
      <Card>
        <CardHeader>
          <CardTitle>{t('statements.summary')}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {statement.ownerName} ·{' '}
            {t('statements.periodRange', {
              from: formatDate(statement.from, i18n.language),
              to: formatDate(statement.to, i18n.language),
            })}
          </p>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('statements.summary')}</caption>
            <tbody>
              {summary.map(([label, amount, strong]) => (
                <tr key={label} className={strong ? 'border-t font-semibold' : undefined}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-[inherit]">
                    {label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums whitespace-nowrap" data-figure={label}>
                    {cents(amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('statements.income')}</CardTitle>
        </CardHeader>
        <CardContent>
          {table(
            t('statements.income'),
            statement.income.units.length === 0
              ? nothing
              : statement.income.units.flatMap((unit) => [
                  ...lineRows(unit.lines),
                  subtotal(
                    `${unit.propertyId}-${unit.unitLabel}`,
                    [unit.propertyName, unit.unitLabel ?? t('statements.noUnit')].join(' · '),
                    unit.total,
                  ),
                ]),
            { label: t('statements.incomeTotal'), amount: statement.income.total },
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('statements.expenses')}</CardTitle>
        </CardHeader>
        <CardContent>
          {table(
            t('statements.expenses'),
            statement.expenses.categories.length === 0
              ? nothing
              : statement.expenses.categories.flatMap((category) => [
                  ...lineRows(category.lines),
                  subtotal(category.category, t(`expenses:categories.${category.category}`), category.total),
                ]),
            { label: t('statements.expensesTotal'), amount: statement.expenses.total },
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('statements.fee')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          {feeText.map((text) => (
            <p key={text} className="text-muted-foreground">
              {text}
            </p>
          ))}
          <p className="flex justify-between gap-3 border-t pt-2 font-semibold">
            <span>{t('statements.fee')}</span>
            <span className="tabular-nums">{cents(fee.amount)}</span>
          </p>
        </CardContent>
      </Card>

      <div className="grid gap-4">
        {(
          [
            ['contributions', statement.contributions],
            ['distributions', statement.distributions],
          ] as const
        ).map(([key, section]) => (
          <Card key={key}>
            <CardHeader>
              <CardTitle>{t(`statements.${key}`)}</CardTitle>
            </CardHeader>
            <CardContent>
              {table(t(`statements.${key}`), section.lines.length === 0 ? nothing : lineRows(section.lines), {
                label: t('statements.total'),
                amount: section.total,
              })}
            </CardContent>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('statements.reserve')}</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('statements.reserve')}</caption>
            <tbody>
              {statement.reserve.properties.map((reserve) => (
                <tr key={reserve.propertyId} className="border-t first:border-t-0">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {reserve.propertyName}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{cents(reserve.amount)}</td>
                </tr>
              ))}
              <tr className="border-t-2 font-semibold">
                <th scope="row" className="py-1.5 pr-3 text-left">
                  {t('statements.total')}
                </th>
                <td className="py-1.5 text-right tabular-nums">{cents(statement.reserve.total)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3 text-xs text-muted-foreground">{t('statements.footer')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
