import { AppError } from '@rentwise/core/errors';
import type { Import, ImportRow, UpdateImportBody } from '@rentwise/core/imports/schemas';
import {
  guessMapping,
  type ImportKind,
  type ImportMapping,
  importFields,
} from '@rentwise/core/imports/templates';
import {
  type CheckedRow,
  checkRows,
  fileDateFormats,
  type ImportContext,
  ownerKey,
  recordKey,
} from '@rentwise/core/imports/validate';
import { type DateFormat, toCsv } from '@rentwise/core/imports/values';
import enImports from '@rentwise/core/locales/en/imports.json';
import frImports from '@rentwise/core/locales/fr/imports.json';
import type { FastifyBaseLogger } from 'fastify';
import { requireAccess, requireWholeOrganisation } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import type { ImportDbRow, ImportRowDbRow } from '../../db/schema';
import { refreshImportedStatistics } from '../../db/statistics';
import { recordAuditEvent } from '../audit/audit.service';
import { localeOf } from '../notifications/notifications.service';
import { leaseDefaultsOf, todayOf } from '../organisations/organisations.service';
import { readCsv } from './csv-file';
import * as repo from './imports.repository';

/**
 * CSV imports (issue 20): upload → columns matched to the kind's fields → every row checked (the
 * forms' zod rules, duplicates in the file and against the organisation) → commit in the
 * background, chunk by chunk, with progress → undo while nothing depends on what it created.
 */

/** Properties per transaction of a commit: progress moves, and a failure loses one chunk at most. */
const COMMIT_CHUNK_ROWS = 250;

const notFound = () => new AppError('NOT_FOUND', 'Import not found');

/**
 * An import spans the whole portfolio: a member limited to some properties may not start one (403)
 * and sees none (404, as another property's record).
 */
export function member(actor: Actor, options: { importId?: string } = {}): MemberActor {
  requireAccess(actor, 'import.write');
  const scoped = actor as MemberActor;
  if (options.importId !== undefined && scoped.propertyIds !== null) throw notFound();
  requireWholeOrganisation(scoped);
  return scoped;
}

export function toImportDto(row: ImportDbRow): Import {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fileName: row.fileName,
    delimiter: row.delimiter,
    columns: row.columns,
    mapping: row.mapping,
    dateFormat: row.dateFormat,
    dateFormats: row.dateFormats as DateFormat[],
    counts: { ready: row.readyRows, warning: row.warningRows, error: row.errorRows },
    total: row.total,
    processed: row.processed,
    created: row.created,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

function toRowDto(row: ImportRowDbRow): ImportRow {
  return {
    rowNumber: row.rowNumber,
    status: row.status,
    duplicate: row.duplicate,
    cells: row.cells,
    messages: row.messages,
  };
}

/** What the organisation already holds that the rows are checked against. */
async function loadContext(
  db: DbOrTx,
  orgId: string,
  kind: ImportKind,
  emails: string[],
): Promise<ImportContext> {
  const context: ImportContext = { properties: new Map(), tenantEmails: new Set() };
  for (const row of await repo.propertiesWithUnits(db, orgId)) {
    const key = recordKey(row.address);
    const property = context.properties.get(key) ?? { id: row.id, units: new Map<string, string>() };
    if (row.unitId && row.label) property.units.set(recordKey(row.label), row.unitId);
    context.properties.set(key, property);
  }
  if (kind === 'owner_clients') {
    context.owners = new Set((await repo.ownersOf(db, orgId)).map((owner) => ownerKey(owner)));
  }
  if (kind === 'leases') {
    context.tenantIds = new Map((await repo.tenantIdsOf(db, orgId)).map((row) => [row.email, row.id]));
    context.unitLeases = new Map();
    for (const lease of await repo.unitLeasesOf(db, orgId)) {
      context.unitLeases.set(lease.unitId, [...(context.unitLeases.get(lease.unitId) ?? []), lease]);
    }
  }
  if (kind === 'vendors') context.vendorEmails = new Set(await repo.vendorEmailsOf(db, orgId));
  if (kind === 'tenants') {
    context.tenantEmails = new Set(await repo.tenantEmailsOf(db, orgId, emails));
  }
  return context;
}

/** Every row checked again with this mapping and date format; the import's counts follow. */
async function checkAll(
  tx: DbOrTx,
  imported: Pick<ImportDbRow, 'id' | 'orgId' | 'kind'>,
  cells: { rowNumber: number; cells: string[] }[],
  mapping: ImportMapping,
  dateFormat: DateFormat | null,
) {
  const rows = cells.map((row) => row.cells);
  const emailColumn = imported.kind === 'tenants' ? mapping.email : null;
  const emails =
    emailColumn === null || emailColumn === undefined
      ? []
      : [...new Set(rows.map((row) => (row[emailColumn] ?? '').trim().toLowerCase()).filter(Boolean))];
  const context = await loadContext(tx, imported.orgId, imported.kind, emails);
  const checked = checkRows(imported.kind, rows, mapping, dateFormat, context);
  await repo.replaceRows(
    tx,
    imported.id,
    imported.orgId,
    checked.map((row, index) => ({
      rowNumber: cells[index]?.rowNumber as number,
      cells: cells[index]?.cells as string[],
      status: row.status,
      duplicate: row.duplicate,
      messages: row.messages,
      values: row.values,
    })),
  );
  const count = (status: CheckedRow['status']) => checked.filter((row) => row.status === status).length;
  return {
    readyRows: count('ready'),
    warningRows: count('warning'),
    errorRows: count('error'),
    total: checked.filter((row) => row.status !== 'error' && !row.duplicate).length,
    dateFormats: fileDateFormats(imported.kind, rows, mapping),
  };
}

/** POST /api/imports: the file read, its columns matched, every row checked (nothing created yet). */
export async function createImport(
  db: Db,
  actor: Actor,
  input: { kind: ImportKind; fileName: string; bytes: Buffer },
): Promise<Import> {
  const scoped = member(actor);
  const file = readCsv(input.bytes);
  const mapping = guessMapping(input.kind, file.header);
  if (Object.values(mapping).every((column) => column === null)) {
    throw new AppError('VALIDATION_FAILED', 'The columns do not match this template', {
      details: { kind: 'imports:file.wrongKind' },
    });
  }
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertImport(tx, {
      orgId: scoped.orgId,
      createdBy: scoped.userId,
      kind: input.kind,
      fileName: input.fileName.slice(0, 200),
      delimiter: file.delimiter,
      columns: file.header,
      mapping,
      dateFormats: [],
    });
    const formats = fileDateFormats(
      input.kind,
      file.rows.map((row) => row.cells),
      mapping,
    );
    // One possible format is the format: only an ambiguous file waits for the person's choice.
    const dateFormat = formats.length === 1 ? (formats[0] as DateFormat) : null;
    const counts = await checkAll(tx, created, file.rows, mapping, dateFormat);
    await repo.updateImport(tx, created.id, { ...counts, dateFormat });
    await recordAuditEvent(tx, scoped, {
      action: 'create',
      entityType: 'import',
      entityId: created.id,
      after: { kind: input.kind, fileName: created.fileName, rows: file.rows.length },
    });
    return created.id;
  });
  return getImport(db, actor, id);
}

export async function getImport(db: DbOrTx, actor: Actor, id: string): Promise<Import> {
  const scoped = member(actor, { importId: id });
  const row = await repo.findImport(db, scoped.orgId, id);
  if (!row) throw notFound();
  return toImportDto(row);
}

/** PATCH /api/imports/:id: another mapping or date format; every row is checked again. */
export async function updateImport(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateImportBody,
): Promise<Import> {
  const scoped = member(actor, { importId: id });
  await db.transaction(async (tx) => {
    const row = await repo.lockImport(tx, scoped.orgId, id);
    if (!row) throw notFound();
    if (row.status !== 'preview' && row.status !== 'undone') {
      throw new AppError('CONFLICT', 'This import was already run', {
        key: 'errors:imports.alreadyRun',
        details: { _: 'imports:commit.notPreview' },
      });
    }
    const mapping: ImportMapping = { ...row.mapping };
    if (body.mapping) {
      for (const [field, column] of Object.entries(body.mapping)) {
        if (!importFields[row.kind].some((f) => f.key === field)) {
          throw new AppError('VALIDATION_FAILED', 'Unknown field', {
            details: { [`mapping.${field}`]: 'imports:errors.invalid' },
          });
        }
        if (column !== null && column >= row.columns.length) {
          throw new AppError('VALIDATION_FAILED', 'No such column', {
            details: { [`mapping.${field}`]: 'imports:errors.invalid' },
          });
        }
        mapping[field] = column;
      }
    }
    const dateFormat = body.dateFormat === undefined ? row.dateFormat : body.dateFormat;
    const counts = await checkAll(tx, row, await repo.rowCells(tx, id), mapping, dateFormat);
    await repo.updateImport(tx, id, { ...counts, mapping, dateFormat });
    await recordAuditEvent(tx, scoped, {
      action: 'update',
      entityType: 'import',
      entityId: id,
      before: { mapping: row.mapping, dateFormat: row.dateFormat },
      after: { mapping, dateFormat },
    });
  });
  return getImport(db, actor, id);
}

export async function listRows(
  db: Db,
  actor: Actor,
  id: string,
  query: { status?: 'ready' | 'warning' | 'error'; limit: number; cursor?: string },
): Promise<{ items: ImportRow[]; nextCursor: string | null }> {
  const scoped = member(actor, { importId: id });
  if (!(await repo.findImport(db, scoped.orgId, id))) throw notFound();
  const rows = await repo.listRows(db, id, {
    status: query.status,
    after: query.cursor === undefined ? undefined : Number(query.cursor),
    limit: query.limit,
  });
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { items: page.map(toRowDto), nextCursor: more ? String(page.at(-1)?.rowNumber) : null };
}

/**
 * POST /api/imports/:id/commit: the rows are checked once more (the organisation may have changed
 * since the preview); any error → 409 and nothing happens. Otherwise the import is queued and a
 * worker creates the records in the background (`runPendingImports`).
 */
export async function commitImport(db: Db, actor: Actor, id: string): Promise<Import> {
  const scoped = member(actor, { importId: id });
  await db.transaction(async (tx) => {
    const row = await repo.lockImport(tx, scoped.orgId, id);
    if (!row) throw notFound();
    if (row.status !== 'preview' && row.status !== 'undone') {
      throw new AppError('CONFLICT', 'This import was already run', {
        key: 'errors:imports.alreadyRun',
        details: { _: 'imports:commit.notPreview' },
      });
    }
    const counts = await checkAll(tx, row, await repo.rowCells(tx, id), row.mapping, row.dateFormat);
    if (counts.errorRows > 0) {
      // The new counts are kept (the preview shows them), the import stays a preview.
      await repo.updateImport(tx, id, counts);
      return;
    }
    await repo.updateImport(tx, id, {
      ...counts,
      status: 'queued',
      processed: 0,
      created: 0,
      failure: null,
      claimedAt: null,
      committedAt: null,
      undoneAt: null,
    });
    await recordAuditEvent(tx, scoped, {
      action: 'import',
      entityType: 'import',
      entityId: id,
      after: { kind: row.kind, rows: counts.total },
    });
  });
  const after = await getImport(db, actor, id);
  if (after.status === 'preview' || after.status === 'undone') {
    throw new AppError('CONFLICT', 'Fix the rows with errors before importing', {
      key: 'errors:imports.hasErrors',
      details: { _: 'imports:commit.hasErrors' },
    });
  }
  return after;
}

/** One chunk of a commit, in its own transaction: records created, rows marked, progress moved. */
async function commitChunk(db: Db, imported: ImportDbRow, rows: ImportRowDbRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    let created: string[] = [];
    if (imported.kind === 'properties') {
      const groups = new Map<string, repo.NewProperty>();
      for (const row of rows) {
        const v = row.values;
        const key = recordKey(String(v.address));
        const group = groups.get(key) ?? {
          key,
          address: String(v.address),
          city: (v.city as string | null) ?? null,
          state: (v.state as string | null) ?? null,
          zipCode: (v.zipCode as string | null) ?? null,
          propertyType: String(v.propertyType),
          units: [],
        };
        group.units.push({ label: String(v.unitLabel), monthlyRent: Number(v.unitRent) });
        groups.set(key, group);
      }
      created = await repo.insertProperties(tx, imported.orgId, imported.createdBy, [...groups.values()]);
      await repo.insertRecords(tx, imported.id, imported.orgId, 'property', created);
    } else if (imported.kind === 'owner_clients') {
      const text = (value: string | number | null | undefined) =>
        value === null || value === undefined ? null : String(value);
      created = await repo.insertOwners(
        tx,
        imported.orgId,
        rows.map(({ values: v }) => ({
          firstName: String(v.firstName),
          lastName: String(v.lastName),
          email: text(v.email),
          phone: text(v.phone),
          company: text(v.company),
        })),
      );
      await repo.insertRecords(tx, imported.id, imported.orgId, 'owner_client', created);
    } else if (imported.kind === 'leases') {
      created = await commitLeases(tx, imported, rows);
    } else if (imported.kind === 'vendors') {
      created = await repo.insertVendors(
        tx,
        imported.orgId,
        imported.createdBy,
        rows.map(({ values: v }) => ({
          name: String(v.name),
          trade: String(v.trade),
          email: String(v.email),
          phone: String(v.phone),
        })),
      );
      await repo.insertRecords(tx, imported.id, imported.orgId, 'vendor', created);
    } else {
      const context = await loadContext(tx, imported.orgId, 'tenants', []);
      const list: repo.NewTenant[] = rows.map((row) => {
        const v = row.values;
        const property = context.properties.get(recordKey(String(v.address)));
        if (!property) throw new Error(`row ${row.rowNumber}: the property is gone`);
        const unitId = v.unitLabel ? (property.units.get(recordKey(String(v.unitLabel))) ?? null) : null;
        return {
          firstName: String(v.firstName),
          lastName: String(v.lastName),
          email: String(v.email),
          phone: String(v.phone),
          propertyId: property.id,
          unitId,
          moveInDate: (v.moveInDate as string | null) ?? null,
        };
      });
      created = await repo.insertTenants(tx, imported.orgId, imported.createdBy, list);
      await repo.insertRecords(tx, imported.id, imported.orgId, 'tenant', created);
    }
    await repo.markRowsCommitted(
      tx,
      imported.id,
      rows.map((row) => row.rowNumber),
    );
    await repo.addProgress(tx, imported.id, rows.length, created.length);
  });
}

const importTexts = { en: enImports, fr: frImports };

/** Per commit run (the claimed import row): what its lease chunks share. */
const leaseRuns = new WeakMap<
  ImportDbRow,
  {
    context: ImportContext;
    defaults: { dueDay: number; graceDays: number; lateFee: number };
    today: string;
    texts: typeof enImports;
  }
>();

/**
 * A chunk of lease rows: the leases (terms not given are the organisation's defaults), their
 * tenants moved into the unit, and for a lease that started before today one opening-balance
 * charge (what was owed then) and the deposit as held — a deposit charge paid by a 'transfer'
 * payment. `charges_from` is today for a backdated lease: the ledger jobs never generate the past
 * rent, deposit or late fees (ledger-jobs.repository). Returns the lease ids.
 */
async function commitLeases(tx: DbOrTx, imported: ImportDbRow, rows: ImportRowDbRow[]): Promise<string[]> {
  // What every chunk of one run reads, read once (the units, tenants and terms do not change
  // under a run: the commit checked the rows against them and a chunk only adds leases).
  let run = leaseRuns.get(imported);
  if (!run) {
    run = {
      context: await loadContext(tx, imported.orgId, 'leases', []),
      defaults: await leaseDefaultsOf(tx, imported.orgId),
      // The organisation's date now: an imported lease's charges start then.
      today: await todayOf(tx, imported.orgId),
      texts: importTexts[await localeOf(tx, imported.createdBy)],
    };
    leaseRuns.set(imported, run);
  }
  const { context, defaults, today, texts } = run;
  const list = rows.map((row) => {
    const v = row.values;
    const property = context.properties.get(recordKey(String(v.address)));
    const unitId = property?.units.get(recordKey(String(v.unitLabel)));
    const tenantId = context.tenantIds?.get(String(v.tenantEmail));
    if (!property || !unitId || !tenantId)
      throw new Error(`row ${row.rowNumber}: the unit or tenant is gone`);
    const startDate = String(v.startDate);
    const endDate = String(v.endDate);
    const lease: repo.NewLease = {
      propertyId: property.id,
      unitId,
      tenantId,
      startDate,
      endDate,
      rentAmount: Number(v.rentAmount),
      depositAmount: typeof v.depositHeld === 'number' ? v.depositHeld : 0,
      dueDay: typeof v.dueDay === 'number' ? v.dueDay : defaults.dueDay,
      graceDays: typeof v.graceDays === 'number' ? v.graceDays : defaults.graceDays,
      lateFee: typeof v.lateFee === 'number' ? v.lateFee : defaults.lateFee,
      status: endDate < today ? 'ended' : 'active',
      recordedOn: today,
      chargesFrom: startDate > today ? startDate : today,
    };
    return { lease, openingBalance: typeof v.openingBalance === 'number' ? v.openingBalance : 0 };
  });
  const ids = await repo.insertLeases(
    tx,
    imported.orgId,
    imported.createdBy,
    list.map((x) => x.lease),
  );
  const occupying = list.filter((x) => x.lease.status === 'active').map(({ lease }) => lease);
  // Undo puts each tenant back as it was (pending in its unit, or elsewhere), not left 'active'.
  await repo.recordTenantStates(
    tx,
    imported.id,
    imported.orgId,
    occupying.map((lease) => lease.tenantId),
  );
  await repo.occupyUnits(tx, imported.orgId, occupying);
  const balances = list.flatMap((x, index) =>
    x.openingBalance > 0
      ? [
          {
            leaseId: ids[index] as string,
            kind: 'other' as const,
            period: today.slice(0, 7),
            dueDate: today,
            amount: x.openingBalance,
            description: texts.openingBalance,
          },
        ]
      : [],
  );
  await repo.insertCharges(tx, balances);
  const held = list.flatMap((x, index) =>
    x.lease.depositAmount > 0 ? [{ ...x, leaseId: ids[index] as string }] : [],
  );
  const depositCharges = await repo.insertCharges(
    tx,
    held.map((x) => ({
      leaseId: x.leaseId,
      kind: 'deposit' as const,
      period: x.lease.startDate.slice(0, 7),
      dueDate: x.lease.startDate,
      amount: x.lease.depositAmount,
      description: null,
    })),
  );
  const paymentIds = await repo.insertHeldDeposits(
    tx,
    imported.orgId,
    imported.createdBy,
    held.map((x, index) => ({
      leaseId: x.leaseId,
      tenantId: x.lease.tenantId,
      chargeId: depositCharges[index] as string,
      amount: x.lease.depositAmount,
      reference: texts.depositHeld,
    })),
  );
  await repo.insertRecords(tx, imported.id, imported.orgId, 'lease', ids);
  await repo.insertRecords(tx, imported.id, imported.orgId, 'payment', paymentIds);
  return ids;
}

/** Splits the rows into chunks, a property's units never split across two. */
function chunksOf(kind: ImportKind, rows: ImportRowDbRow[]): ImportRowDbRow[][] {
  const chunks: ImportRowDbRow[][] = [];
  let current: ImportRowDbRow[] = [];
  const byProperty = new Map<string, ImportRowDbRow[]>();
  if (kind === 'properties') {
    for (const row of rows) {
      const key = recordKey(String(row.values.address));
      byProperty.set(key, [...(byProperty.get(key) ?? []), row]);
    }
  }
  const units = kind === 'properties' ? [...byProperty.values()] : rows.map((row) => [row]);
  for (const unit of units) {
    if (current.length > 0 && current.length + unit.length > COMMIT_CHUNK_ROWS) {
      chunks.push(current);
      current = [];
    }
    current.push(...unit);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The commit worker: claims queued imports one at a time (SKIP LOCKED, so several instances share
 * them) and creates their records chunk by chunk. Idempotent: a resumed commit skips the rows it
 * already committed. Called right after a commit request, and every minute by the job queue (for
 * a commit whose process stopped).
 */
export async function runPendingImports(db: Db, logger?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  for (;;) {
    const imported = await repo.claimPendingImport(db);
    if (!imported) return done;
    try {
      const rows = await repo.pendingRows(db, imported.id);
      for (const chunk of chunksOf(imported.kind, rows)) await commitChunk(db, imported, chunk);
      await repo.updateImport(db, imported.id, {
        status: 'committed',
        committedAt: new Date(),
        claimedAt: null,
      });
      // A bulk load: the planner's statistics at once (decision 032), not at the next restart.
      await refreshImportedStatistics(db);
    } catch (error) {
      logger?.error({ err: error, importId: imported.id }, 'import commit failed');
      await repo.updateImport(db, imported.id, {
        status: 'failed',
        failure: error instanceof Error ? error.message.slice(0, 500) : 'failed',
        claimedAt: null,
      });
    }
    done++;
  }
}

/**
 * POST /api/imports/:id/undo: removes what the commit created, in one transaction, unless other
 * records now depend on it (a tenant in an imported property, a lease on an imported tenant): then
 * a 409 names each record and what holds it, and nothing is removed.
 */
export async function undoImport(db: Db, actor: Actor, id: string): Promise<Import> {
  const scoped = member(actor, { importId: id });
  await db.transaction(async (tx) => {
    const row = await repo.lockImport(tx, scoped.orgId, id);
    if (!row) throw notFound();
    if (row.status !== 'committed' && row.status !== 'failed') {
      throw new AppError('CONFLICT', 'Only a finished import can be undone', {
        key: 'errors:imports.notCommitted',
        details: { _: 'imports:undo.notCommitted' },
      });
    }
    const records = await repo.recordsOf(tx, id);
    const ids = (type: repo.RecordType) =>
      records.filter((r) => r.entityType === type).map((r) => r.entityId);
    const blockers: Record<string, string> = {};
    for (const p of await repo.propertyBlockers(tx, scoped.orgId, ids('property'))) {
      blockers[p.address] = p.tenants > 0 ? 'imports:undo.blockedByTenants' : 'imports:undo.blockedByLeases';
    }
    for (const t of await repo.tenantBlockers(tx, scoped.orgId, ids('tenant'))) {
      blockers[t.email] = 'imports:undo.blockedByLeases';
    }
    for (const o of await repo.ownerBlockers(tx, scoped.orgId, ids('owner_client'))) {
      blockers[o.name] = 'imports:undo.blockedByShares';
    }
    for (const l of await repo.leaseBlockers(tx, scoped.orgId, ids('lease'), ids('payment'))) {
      blockers[l.label] = 'imports:undo.blockedByPayments';
    }
    for (const v of await repo.vendorBlockers(tx, scoped.orgId, ids('vendor'))) {
      blockers[v.name] = 'imports:undo.blockedByRequests';
    }
    if (Object.keys(blockers).length > 0) {
      throw new AppError('CONFLICT', 'Other records now depend on what this import created', {
        key: 'errors:imports.undoBlocked',
        details: blockers,
      });
    }
    try {
      await tx.transaction(async (inner) => {
        await repo.deleteLeases(inner, scoped.orgId, ids('lease'), ids('payment'));
        await repo.restoreTenantStates(
          inner,
          scoped.orgId,
          records.flatMap((r) =>
            r.entityType === 'tenant_state' && r.before ? [{ tenantId: r.entityId, before: r.before }] : [],
          ),
        );
        await repo.deleteVendors(inner, scoped.orgId, ids('vendor'));
        await repo.deleteTenants(inner, scoped.orgId, ids('tenant'));
        await repo.deleteProperties(inner, scoped.orgId, ids('property'));
        await repo.deleteOwners(inner, scoped.orgId, ids('owner_client'));
      });
    } catch (error) {
      // Anything else that refers to a created record (a document, a maintenance request) holds it.
      if (foreignKeyViolation(error)) {
        throw new AppError('CONFLICT', 'Other records now depend on what this import created', {
          key: 'errors:imports.undoBlocked',
          details: { _: 'imports:undo.blockedByRecords' },
        });
      }
      throw error;
    }
    await repo.deleteRecords(tx, id);
    await repo.resetCommitted(tx, id);
    await repo.updateImport(tx, id, { status: 'undone', undoneAt: new Date(), processed: 0, created: 0 });
    await recordAuditEvent(tx, scoped, {
      action: 'undo',
      entityType: 'import',
      entityId: id,
      before: {
        properties: ids('property').length,
        tenants: ids('tenant').length,
        ownerClients: ids('owner_client').length,
        leases: ids('lease').length,
        vendors: ids('vendor').length,
      },
    });
  });
  return getImport(db, actor, id);
}

function foreignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23503';
}

/** GET /api/imports/templates/:kind: the header row in the language asked, and one example row. */
export function templateCsv(kind: ImportKind, lang: 'en' | 'fr'): string {
  const fields = importFields[kind];
  const example: Record<ImportKind, Record<string, string>> = {
    properties:
      lang === 'fr'
        ? {
            address: '12 rue Victor Hugo',
            city: 'Lyon',
            zipCode: '69002',
            propertyType: 'Appartement',
            unitLabel: 'A',
            unitRent: '850,00',
          }
        : {
            address: '12 Main Street',
            city: 'Springfield',
            state: 'IL',
            zipCode: '62701',
            propertyType: 'Apartment',
            unitLabel: 'A',
            unitRent: '1200.00',
          },
    tenants:
      lang === 'fr'
        ? {
            firstName: 'Marie',
            lastName: 'Martin',
            email: 'marie.martin@example.com',
            phone: '+33 6 12 34 56 78',
            address: '12 rue Victor Hugo',
            unitLabel: 'A',
            moveInDate: '2026-01-05',
          }
        : {
            firstName: 'Ann',
            lastName: 'Lee',
            email: 'ann.lee@example.com',
            phone: '+1 555 010 2030',
            address: '12 Main Street',
            unitLabel: 'A',
            moveInDate: '2026-01-05',
          },
    leases:
      lang === 'fr'
        ? {
            address: '12 rue Victor Hugo',
            unitLabel: 'A',
            tenantEmail: 'marie.martin@example.com',
            startDate: '2025-09-01',
            endDate: '2028-08-31',
            rentAmount: '850,00',
            dueDay: '5',
            graceDays: '5',
            lateFee: '40,00',
            depositHeld: '850,00',
            openingBalance: '120,00',
          }
        : {
            address: '12 Main Street',
            unitLabel: 'A',
            tenantEmail: 'ann.lee@example.com',
            startDate: '2025-09-01',
            endDate: '2026-08-31',
            rentAmount: '1200.00',
            dueDay: '1',
            graceDays: '5',
            lateFee: '50.00',
            depositHeld: '1200.00',
            openingBalance: '0.00',
          },
    vendors:
      lang === 'fr'
        ? {
            name: 'Plomberie Martin',
            trade: 'Plomberie',
            email: 'contact@plomberie-martin.fr',
            phone: '04 78 00 00 01',
          }
        : {
            name: 'Fix-It Plumbing',
            trade: 'Plumbing',
            email: 'jobs@fixit.example.com',
            phone: '555 010 0001',
          },
    owner_clients:
      lang === 'fr'
        ? {
            firstName: 'Paul',
            lastName: 'Durand',
            email: 'paul.durand@example.com',
            phone: '04 78 00 00 00',
            company: 'SCI Durand',
          }
        : {
            firstName: 'Olivia',
            lastName: 'Zimmer',
            email: 'olivia@example.com',
            phone: '555 010 0000',
            company: 'Zimmer Holdings',
          },
  };
  return toCsv(
    [fields.map((f) => f[lang]), fields.map((f) => example[kind][f.key] ?? '')],
    lang === 'fr' ? ';' : ',',
  );
}
