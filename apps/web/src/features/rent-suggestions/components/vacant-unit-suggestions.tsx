import type { Unit } from '@rentwise/core/properties/schemas';
import { ChevronDown, ChevronRight, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { RentSuggestionPanel } from './rent-suggestion-panel';

/**
 * Below a property's units: each vacant unit can show its rent suggestion (asked for on demand, one
 * request per unit opened). `onApply` — given only to members who may change units — sets the
 * unit's asking rent when pressed; nothing is applied otherwise.
 */
export function VacantUnitSuggestions({
  units,
  onApply,
  applyingUnitId,
}: {
  units: readonly Unit[];
  onApply?(unit: Unit, amount: number): void;
  applyingUnitId?: string | null;
}) {
  const { t } = useTranslation('rent-suggestions');
  const vacant = units.filter((unit) => !unit.occupied);
  const [open, setOpen] = useState<string | null>(null);
  if (vacant.length === 0) return null;
  return (
    <section aria-labelledby="vacant-unit-suggestions" className="grid gap-2">
      <div className="grid gap-1">
        <h3 id="vacant-unit-suggestions" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden="true" className="size-4" />
          {t('suggestion.sectionTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('suggestion.sectionDescription')}</p>
      </div>
      <ul className="grid gap-2">
        {vacant.map((unit) => {
          const expanded = open === unit.id;
          const panelId = `rent-suggestion-${unit.id}`;
          return (
            <li key={unit.id} className="rounded-md border">
              <Button
                variant="ghost"
                className="w-full justify-start"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : unit.id)}
              >
                {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                {expanded
                  ? t('suggestion.hide', { unit: unit.label })
                  : t('suggestion.show', { unit: unit.label })}
              </Button>
              {expanded && (
                <div id={panelId} className="border-t p-3">
                  <RentSuggestionPanel
                    unit={unit}
                    onApply={onApply ? (amount) => onApply(unit, amount) : undefined}
                    applying={applyingUnitId === unit.id}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
