import type { TFunction } from '@/app/i18n';

/** "2 bedrooms · 1.5 baths · 64 m² · floor 3", leaving out what is not entered; '' when nothing is. */
export function unitSummary(
  t: TFunction,
  unit: {
    bedrooms?: number | null;
    bathrooms?: number | null;
    areaM2?: number | null;
    floor?: number | null;
  },
): string {
  const parts: string[] = [];
  if (unit.bedrooms != null) {
    parts.push(
      unit.bedrooms === 0
        ? t('rent-suggestions:attributes.summary.studio')
        : t('rent-suggestions:attributes.summary.bedrooms', { count: unit.bedrooms }),
    );
  }
  if (unit.bathrooms != null)
    parts.push(t('rent-suggestions:attributes.summary.bathrooms', { count: unit.bathrooms }));
  if (unit.areaM2 != null) parts.push(t('rent-suggestions:attributes.summary.area', { area: unit.areaM2 }));
  if (unit.floor != null) {
    parts.push(
      unit.floor === 0
        ? t('rent-suggestions:attributes.summary.ground')
        : t('rent-suggestions:attributes.summary.floor', { floor: unit.floor }),
    );
  }
  return parts.join(' · ');
}
