import { type MaintenanceCategory, maintenanceCategories } from './schemas';

/**
 * A vendor's trade is typed by the owner; one that names a maintenance category ('Plumbing',
 * 'hvac') is that category, shown in the reader's language (`maintenance:category.*`) rather than
 * as typed — a French tenant reads "(Plomberie)", not "(Plumbing)". Anything else is shown as typed.
 */
export function tradeCategory(trade: string): MaintenanceCategory | null {
  const word = trade.trim().toLowerCase();
  return (maintenanceCategories as readonly string[]).includes(word) ? (word as MaintenanceCategory) : null;
}
