import { tradeCategory } from '@rentwise/core/maintenance/trade';
import type { TFunction } from '@/app/i18n';

/** A vendor's trade in the reader's language when it names a category ('Plumbing' → 'Plomberie'). */
export function tradeText(t: TFunction, trade: string): string {
  const category = tradeCategory(trade);
  return category ? t(`maintenance:category.${category}`) : trade;
}
