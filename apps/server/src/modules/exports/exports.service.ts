import { type ImportKind, importFields } from '@rentwise/core/imports/templates';
import { toCsv } from '@rentwise/core/imports/values';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import * as repo from './exports.repository';

/**
 * CSV exports (issue 20): a kind's records in its import template's columns, so an export imports
 * back as it is (the round trip the tests make). Amounts are written as plain decimals ("850.50");
 * text a spreadsheet would take for a formula is escaped (`toCsv`), and the import reads it back.
 */

/** A member limited to some properties exports those properties' records only. */
function member(actor: Actor): MemberActor {
  requireAccess(actor, 'export.read');
  return actor as MemberActor;
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** The organisation's date now, as the leases' balances are read. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A kind's records in scope, each a template field → cell text. */
export async function recordsOf(
  db: DbOrTx,
  scoped: MemberActor,
  kind: ImportKind,
): Promise<Record<string, string | null>[]> {
  const whole = scoped.propertyIds === null;
  switch (kind) {
    case 'properties':
      return (await repo.unitRows(db, scoped)).map((row) => ({ ...row, unitRent: decimal(row.unitRent) }));
    case 'tenants':
      return repo.tenantRows(db, scoped);
    case 'leases':
      return (await repo.leaseRows(db, scoped, todayUtc())).map((row) => ({
        ...row,
        rentAmount: decimal(row.rentAmount),
        dueDay: String(row.dueDay),
        graceDays: String(row.graceDays),
        lateFee: decimal(row.lateFee),
        depositHeld: decimal(row.depositHeld),
        openingBalance: decimal(row.openingBalance),
      }));
    // Owner clients and vendors are the organisation's business, not a property's: whole organisation only.
    case 'owner_clients':
      return whole ? repo.ownerRows(db, scoped.orgId) : [];
    case 'vendors':
      return whole ? repo.vendorRows(db, scoped.orgId) : [];
  }
}

/** GET /api/exports/csv/:kind: the records of that kind the member may see, in English or French headers. */
export async function exportCsv(
  db: DbOrTx,
  actor: Actor,
  kind: ImportKind,
  lang: 'en' | 'fr',
): Promise<string> {
  const scoped = member(actor);
  const fields = importFields[kind];
  const records = await recordsOf(db, scoped, kind);
  // French headers go with semicolons (Excel in French), and the decimal point stays a point: the
  // import reads both.
  return toCsv(
    [
      fields.map((field) => field[lang]),
      ...records.map((record) => fields.map((field) => record[field.key] ?? '')),
    ],
    lang === 'fr' ? ';' : ',',
  );
}
