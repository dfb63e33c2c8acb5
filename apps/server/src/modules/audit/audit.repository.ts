import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterCursor, type Cursor } from '../../db/pagination';
import { type AuditEventRow, auditEvents, profiles } from '../../db/schema';

/** An event as inserted: the database sets the id and the time. */
export type NewAuditEvent = Omit<AuditEventRow, 'id' | 'createdAt'>;

/** The only write of the audit log: an insert (a trigger refuses UPDATE and DELETE). */
export async function insertAuditEvent(db: DbOrTx, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

export interface AuditEventWithName extends AuditEventRow {
  actorFirstName: string | null;
  actorLastName: string | null;
}

export interface AuditEventFilter {
  memberId?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
}

/**
 * An organisation's events, newest first (limit + 1 rows, keyset order). The actor's name comes
 * from their profile: only users who acted in this organisation appear, since the events are
 * scoped by it.
 */
export function listAuditEvents(
  db: DbOrTx,
  orgId: string,
  options: AuditEventFilter & { limit: number; cursor?: Cursor },
): Promise<AuditEventWithName[]> {
  const conditions = [eq(auditEvents.orgId, orgId)];
  if (options.memberId) conditions.push(eq(auditEvents.actorUserId, options.memberId));
  if (options.entityType) conditions.push(eq(auditEvents.entityType, options.entityType));
  if (options.entityId) conditions.push(eq(auditEvents.entityId, options.entityId));
  if (options.from) conditions.push(gte(auditEvents.createdAt, options.from));
  if (options.to) conditions.push(lte(auditEvents.createdAt, options.to));
  if (options.cursor) conditions.push(afterCursor(auditEvents.createdAt, auditEvents.id, options.cursor));
  return db
    .select({
      id: auditEvents.id,
      orgId: auditEvents.orgId,
      actorUserId: auditEvents.actorUserId,
      actorRole: auditEvents.actorRole,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      before: auditEvents.before,
      after: auditEvents.after,
      requestId: auditEvents.requestId,
      createdAt: auditEvents.createdAt,
      actorFirstName: profiles.firstName,
      actorLastName: profiles.lastName,
    })
    .from(auditEvents)
    .leftJoin(profiles, eq(profiles.id, auditEvents.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(options.limit + 1);
}

/** For tests: every event of an organisation, oldest first. */
export function allAuditEvents(db: DbOrTx, orgId: string): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.orgId, orgId))
    .orderBy(auditEvents.createdAt, sql`${auditEvents.id}`);
}
