import { AppError } from '@rentwise/core/errors';
import type { PaymentDue } from '@rentwise/core/leases/schemas';
import type { DbOrTx } from '../../db/client';
import { decodeKeyset, encodeKeyset, KEY_FORMATS } from '../../db/pagination';
import type { Scope } from '../../db/scope';
import { toChargeDto } from './ledger.service';
import * as repo from './ledger-figures.repository';

/**
 * The ledger's figures (decision 024): pending, overdue and collected, with the list each total
 * sums. The caller checks access ('ledger.read') and passes the actor as the scope.
 */

/** Pending and overdue totals (and how many charges each holds), as of a date. */
export function openChargeTotals(db: DbOrTx, scope: Scope, asOf: string) {
  return repo.openChargeTotals(db, scope, asOf);
}

/** Money collected in the month starting `monthStart` (YYYY-MM-01), net of voids and refunds. */
export function collectedInMonth(db: DbOrTx, scope: Scope, monthStart: string): Promise<number> {
  return repo.collectedInMonth(db, scope, monthStart);
}

/** "0:2026-11-01" — the cursor key of the open list: rank (0 overdue, 1 pending) and due date. */
const OPEN_KEY = /^([01]):(\d{4}-\d{2}-\d{2})$/;
const openKeyFormat = {
  test: (key: string) => OPEN_KEY.test(key) && KEY_FORMATS.date.test(key.slice(2)),
};

/** The charges open as of a date, overdue first then pending, oldest due first; keyset pages. */
export async function listOpenCharges(
  db: DbOrTx,
  scope: Scope,
  query: { limit: number; cursor?: string },
  asOf: string,
): Promise<{ items: PaymentDue[]; nextCursor: string | null }> {
  const keyset = decodeKeyset(query.cursor, openKeyFormat);
  let cursor: repo.OpenChargeCursor | undefined;
  if (keyset) {
    const match = OPEN_KEY.exec(keyset.key);
    if (!match) throw new AppError('BAD_REQUEST', 'Invalid cursor', { key: 'errors:list.invalidCursor' });
    cursor = { rank: Number(match[1]) as 0 | 1, dueDate: match[2], id: keyset.id };
  }
  const rows = await repo.listOpenCharges(db, scope, { asOf, limit: query.limit, cursor });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      ...toChargeDto(row, row.graceDays, asOf),
      tenantId: row.tenantId,
      tenantName: `${row.tenantFirstName} ${row.tenantLastName}`,
      propertyAddress: row.propertyAddress,
      unitLabel: row.unitLabel,
    })),
    nextCursor: hasMore && last ? encodeKeyset(`${last.rank}:${last.dueDate}`, last.id) : null,
  };
}
