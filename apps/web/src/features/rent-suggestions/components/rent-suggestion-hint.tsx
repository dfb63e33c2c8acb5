import { Lightbulb } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/use-money';
import { useRentSuggestion } from '../api/get-rent-suggestion';

/**
 * One line under a rent field (the renewal offer, issue 22): what comparable leases suggest for the
 * unit, its range and confidence; "Use" puts it in the field — nothing more, and only when pressed.
 */
export function RentSuggestionHint({ unitId, onUse }: { unitId: string; onUse(amountCents: number): void }) {
  const { t } = useTranslation('rent-suggestions');
  const { money: orgMoney } = useMoney();
  const suggestion = useRentSuggestion(unitId);
  if (!suggestion.data) return null;
  const { amount, low, high, confidence } = suggestion.data;
  if (amount === null) {
    return <p className="text-xs text-muted-foreground">{t('suggestion.hintNone')}</p>;
  }
  const money = (cents: number) => orgMoney(cents);
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Lightbulb aria-hidden="true" className="size-3.5" />
      <span>
        {t('suggestion.hint', {
          amount: money(amount),
          low: money(low ?? amount),
          high: money(high ?? amount),
          confidence: t(`suggestion.confidence.${confidence}`).toLowerCase(),
        })}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-6 px-2 text-xs"
        onClick={() => onUse(amount)}
      >
        {t('suggestion.use')}
      </Button>
    </p>
  );
}
