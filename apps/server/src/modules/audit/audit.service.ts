import {
  type AuditAction,
  type AuditEntityType,
  type AuditEvent,
  type AuditEventListQuery,
  type AuditFields,
  auditFromInstant,
  auditToInstant,
} from '@rentwise/core/audit/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { decodeCursor, toPage } from '../../db/pagination';
import * as repo from './audit.repository';

/** What was done, to what, and how the record looked before and after. */
export interface AuditEventInput {
  /** Required when the actor is a tenant or the system; a member acts in `actor.orgId`. */
  orgId?: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  /** The changed fields as they were (absent for a create). */
  before?: object | null;
  /** The changed fields as they are now (absent for a delete). */
  after?: object | null;
}

/**
 * Field names never written to the log, at any depth: passwords, tokens, their hashes, secrets.
 * The log is read by every admin of the organisation and kept forever.
 */
const SECRET_FIELD = /password|token|secret|hash|credential|api_?key/i;

/** A record's fields as plain JSON: secrets dropped, dates as ISO text, `undefined` left out. */
export function auditFields(value: object | null | undefined): AuditFields | null {
  if (value === null || value === undefined) return null;
  return sanitize(value) as AuditFields;
}

function sanitize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(sanitize);
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined || typeof child === 'function' || SECRET_FIELD.test(key)) continue;
      result[key] = sanitize(child);
    }
    return result;
  }
  return value;
}

/**
 * The fields that differ between two versions of a record, each side with its own values: what an
 * 'update' event stores. Keys only in `after` count as changed (a field set for the first time).
 */
export function changedFields(
  before: object,
  after: object,
): { before: AuditFields; after: AuditFields } | null {
  const old = (auditFields(before) ?? {}) as AuditFields;
  const now = (auditFields(after) ?? {}) as AuditFields;
  const changed = { before: {} as AuditFields, after: {} as AuditFields };
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (!(key in now)) continue;
    if (JSON.stringify(old[key] ?? null) === JSON.stringify(now[key] ?? null)) continue;
    changed.before[key] = old[key] ?? null;
    changed.after[key] = now[key] ?? null;
  }
  return Object.keys(changed.after).length > 0 ? changed : null;
}

/**
 * Writes one event of the append-only audit log (issue 17 item 5). Call it with the transaction
 * of the change itself, so the event exists exactly when the change does (a change that fails or
 * rolls back leaves no event). `actor` null = the system (a scheduled job): no user, no role.
 */
export async function recordAuditEvent(
  tx: DbOrTx,
  actor: Actor | null,
  event: AuditEventInput,
): Promise<void> {
  const orgId = event.orgId ?? (actor?.role === 'owner' ? actor.orgId : undefined);
  if (!orgId) throw new Error(`audit event ${event.entityType}.${event.action}: no organisation`);
  await repo.insertAuditEvent(tx, {
    orgId,
    actorUserId: actor?.userId ?? null,
    actorRole: actor === null ? null : actor.role === 'owner' ? actor.orgRole : 'tenant',
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    before: auditFields(event.before),
    after: auditFields(event.after),
    requestId: actor?.requestId ?? null,
  });
}

/**
 * An 'update' event with only the fields that changed; nothing is written when nothing changed.
 * `before` and `after` are the record as read before and after the change.
 */
export async function recordAuditUpdate(
  tx: DbOrTx,
  actor: Actor | null,
  event: Omit<AuditEventInput, 'before' | 'after' | 'action'> & {
    action?: AuditAction;
    before: object;
    after: object;
  },
): Promise<void> {
  const changed = changedFields(event.before, event.after);
  if (!changed) return;
  await recordAuditEvent(tx, actor, { ...event, action: event.action ?? 'update', ...changed });
}

/** Each field's value as JSON text (the API's closed shape, see auditFieldsSchema). */
function asJsonText(fields: unknown): Record<string, string> | null {
  if (fields === null || typeof fields !== 'object') return null;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value ?? null)]),
  );
}

export function toAuditEventDto(row: repo.AuditEventWithName): AuditEvent {
  const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: { userId: row.actorUserId, role: row.actorRole, name: name || null },
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    before: asJsonText(row.before),
    after: asJsonText(row.after),
    requestId: row.requestId,
  };
}

/** GET /api/audit-events: the organisation's events, newest first (admins: 'audit.read'). */
export async function listAuditEvents(
  db: DbOrTx,
  actor: Actor,
  query: AuditEventListQuery,
): Promise<{ items: AuditEvent[]; nextCursor: string | null }> {
  requireAccess(actor, 'audit.read');
  const rows = await repo.listAuditEvents(db, actor.orgId, {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    memberId: query.memberId,
    entityType: query.entityType,
    entityId: query.entityId,
    from: query.from ? auditFromInstant(query.from) : undefined,
    to: query.to ? auditToInstant(query.to) : undefined,
  });
  const { rows: page, nextCursor } = toPage(rows, query.limit);
  return { items: page.map(toAuditEventDto), nextCursor };
}
