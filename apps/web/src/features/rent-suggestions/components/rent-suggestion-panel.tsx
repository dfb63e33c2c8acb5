import type { Unit } from '@rentwise/core/properties/schemas';
import type { Confidence, RentSuggestion } from '@rentwise/core/rent-suggestions/schemas';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useRentSuggestion } from '../api/get-rent-suggestion';
import { unitSummary } from './unit-summary';

const CONFIDENCE_VARIANT: Record<Confidence, 'neutral' | 'warning' | 'info' | 'success'> = {
  none: 'neutral',
  low: 'warning',
  medium: 'info',
  high: 'success',
};

/**
 * A unit's rent suggestion with its evidence (issue 22): the amount and likely range, the
 * confidence, how the amount is made (comparables' average + each adjustment) and the comparable
 * leases. Nothing is applied unless the member presses the button (`onApply`, only for those who
 * may change units).
 */
export function RentSuggestionPanel({
  unit,
  onApply,
  applying = false,
}: {
  unit: Unit;
  onApply?(amount: number): void;
  applying?: boolean;
}) {
  const { t } = useTranslation('rent-suggestions');
  const suggestion = useRentSuggestion(unit.id);
  if (suggestion.isPending) {
    return <p className="text-sm text-muted-foreground">{t('suggestion.loading')}</p>;
  }
  if (suggestion.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('suggestion.failed')}
      </p>
    );
  }
  return <SuggestionBody unit={unit} suggestion={suggestion.data} onApply={onApply} applying={applying} />;
}

export function SuggestionBody({
  unit,
  suggestion,
  onApply,
  applying,
}: {
  unit: Unit;
  suggestion: RentSuggestion;
  onApply?(amount: number): void;
  applying?: boolean;
}) {
  const { t, i18n } = useTranslation('rent-suggestions');
  const { money: orgMoney } = useMoney();
  const money = (cents: number) => orgMoney(cents);
  const missing = suggestion.criteria.missingAttributes.map((key) => t(`suggestion.missingFields.${key}`));
  const missingHint =
    missing.length > 0 ? (
      <p className="text-xs text-muted-foreground">
        {t('suggestion.missing', {
          fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing),
        })}
      </p>
    ) : null;

  if (suggestion.amount === null || suggestion.baseAmount === null) {
    return (
      <div className="grid gap-2 text-sm">
        <Badge variant="neutral">{t('suggestion.confidence.none')}</Badge>
        <p>
          {t('suggestion.noComparables', {
            city: suggestion.criteria.city ?? t('suggestion.anyCity'),
            type: suggestion.criteria.propertyType,
          })}
        </p>
        {missingHint}
      </div>
    );
  }

  const adjustmentLabel = (reason: RentSuggestion['adjustments'][number]['reason']) => {
    if (reason === 'index') {
      return suggestion.indexUsed
        ? t('suggestion.adjustment.index', {
            index: t(`suggestion.indexNames.${suggestion.indexUsed.index}`),
            period: suggestion.indexUsed.period,
          })
        : t('suggestion.adjustment.indexNone');
    }
    if (reason === 'daysVacant')
      return t('suggestion.adjustment.daysVacant', { count: suggestion.daysVacant });
    return t('suggestion.adjustment.area');
  };
  const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents));

  return (
    <div className="grid gap-4 text-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <span className="text-muted-foreground">{t('suggestion.suggested')}</span>
          <span className="text-2xl font-semibold tabular-nums" data-testid="suggested-rent">
            {money(suggestion.amount)}
          </span>
          <span className="text-muted-foreground">
            {t('suggestion.range', { low: money(suggestion.low ?? 0), high: money(suggestion.high ?? 0) })}
          </span>
        </div>
        <div className="grid justify-items-end gap-2">
          <Badge variant={CONFIDENCE_VARIANT[suggestion.confidence]}>
            {t(`suggestion.confidence.${suggestion.confidence}`)}
          </Badge>
          <span className="text-xs text-muted-foreground">
            {t('suggestion.current', { amount: money(unit.monthlyRent) })}
          </span>
        </div>
      </div>
      {missingHint}

      <section aria-label={t('suggestion.explanation')} className="grid gap-1">
        <h4 className="font-medium">{t('suggestion.explanation')}</h4>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{t('suggestion.base')}</dt>
          <dd className="text-right tabular-nums">{money(suggestion.baseAmount)}</dd>
          {suggestion.adjustments.map((adjustment) => (
            <div key={adjustment.reason} className="contents">
              <dt className="text-muted-foreground">{adjustmentLabel(adjustment.reason)}</dt>
              <dd className="text-right tabular-nums">{signed(adjustment.amount)}</dd>
            </div>
          ))}
          <dt className="border-t pt-1 font-medium">{t('suggestion.total')}</dt>
          <dd className="border-t pt-1 text-right font-medium tabular-nums">{money(suggestion.amount)}</dd>
        </dl>
      </section>

      <section aria-label={t('suggestion.comparables')} className="grid gap-2">
        <h4 className="font-medium">{t('suggestion.comparables')}</h4>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">{t('suggestion.comparable.unit')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('suggestion.comparable.rent')}</th>
                <th className="hidden px-3 py-2 font-medium sm:table-cell">
                  {t('suggestion.comparable.start')}
                </th>
                <th className="px-3 py-2 text-right font-medium">{t('suggestion.comparable.similarity')}</th>
              </tr>
            </thead>
            <tbody>
              {suggestion.comparables.map((comparable) => (
                <tr key={comparable.unitId} className="border-t">
                  <td className="px-3 py-2">
                    <div>
                      {comparable.propertyId === unit.propertyId
                        ? comparable.unitLabel
                        : `${comparable.propertyName} · ${comparable.unitLabel}`}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      {unitSummary(t, { bedrooms: comparable.bedrooms, areaM2: comparable.areaM2 })}
                    </div>
                    {/* On a phone the start date goes under the unit (its column is hidden). */}
                    <div className="text-xs text-muted-foreground sm:hidden">
                      {formatDate(comparable.startDate, i18n.language)}
                    </div>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(comparable.rent)}</td>
                  <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                    {formatDate(comparable.startDate, i18n.language)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(comparable.similarity)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {onApply && suggestion.amount !== unit.monthlyRent && (
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            disabled={applying}
            onClick={() => onApply(suggestion.amount ?? 0)}
          >
            {t('suggestion.apply', { amount: money(suggestion.amount) })}
          </Button>
        </div>
      )}
    </div>
  );
}
