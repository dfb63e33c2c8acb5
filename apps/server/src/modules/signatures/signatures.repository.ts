import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  documents,
  organisations,
  type SignatureEventRow,
  type SignatureRequestRow,
  type SignatureSignerRow,
  signatureEvents,
  signatureRequests,
  signatureSigners,
  users,
} from '../../db/schema';
import { inScope, type Scope } from '../../db/scope';

/** The only SQL of e-signature (modules/signatures). */

export type NewRequest = typeof signatureRequests.$inferInsert;
export type NewSigner = typeof signatureSigners.$inferInsert;
export type NewEvent = typeof signatureEvents.$inferInsert;

export async function insertRequest(tx: DbOrTx, row: NewRequest): Promise<SignatureRequestRow> {
  const [inserted] = await tx.insert(signatureRequests).values(row).returning();
  if (!inserted) throw new Error('signature request not inserted');
  return inserted;
}

export async function insertSigners(tx: DbOrTx, rows: NewSigner[]): Promise<SignatureSignerRow[]> {
  return tx.insert(signatureSigners).values(rows).returning();
}

let lastEventAt = 0;

/**
 * Appends an event to the trail. Its time is the clock's, strictly after the previous event's
 * (PostgreSQL's now() is the transaction's start, the same for a signature and the next link).
 */
export async function insertEvent(tx: DbOrTx, row: NewEvent): Promise<void> {
  lastEventAt = Math.max(Date.now(), lastEventAt + 1);
  await tx.insert(signatureEvents).values({ at: new Date(lastEventAt), ...row });
}

/** A request of the actor's scope (its property limit applies through the request's property). */
export async function findRequest(
  db: DbOrTx,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SignatureRequestRow | null> {
  const query = db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.id, id),
        inScope(signatureRequests.orgId, signatureRequests.propertyId, scope),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A request by id alone (the system: a signer's link, a tenant's portal), locked when asked. */
export async function findRequestById(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SignatureRequestRow | null> {
  const query = db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listRequests(
  db: DbOrTx,
  scope: Scope,
  filter: { leaseId?: string; documentId?: string },
): Promise<SignatureRequestRow[]> {
  return db
    .select()
    .from(signatureRequests)
    .where(
      and(
        inScope(signatureRequests.orgId, signatureRequests.propertyId, scope),
        filter.leaseId ? eq(signatureRequests.leaseId, filter.leaseId) : undefined,
        filter.documentId ? eq(signatureRequests.documentId, filter.documentId) : undefined,
      ),
    )
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
    .limit(100);
}

export async function signersOf(db: DbOrTx, requestId: string): Promise<SignatureSignerRow[]> {
  return db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, requestId))
    .orderBy(asc(signatureSigners.position));
}

export async function eventsOf(db: DbOrTx, requestId: string): Promise<SignatureEventRow[]> {
  return db
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(asc(signatureEvents.at), asc(signatureEvents.id));
}

export async function findSignerByTokenHash(
  db: DbOrTx,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<SignatureSignerRow | null> {
  const query = db.select().from(signatureSigners).where(eq(signatureSigners.tokenHash, tokenHash));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSigner(
  tx: DbOrTx,
  id: string,
  values: Partial<Omit<SignatureSignerRow, 'id' | 'orgId' | 'requestId'>>,
): Promise<void> {
  await tx.update(signatureSigners).set(values).where(eq(signatureSigners.id, id));
}

/** Every link of a request stops working (the request is closed): they expire now (410, not 404). */
export async function revokeTokens(tx: DbOrTx, requestId: string): Promise<void> {
  await tx
    .update(signatureSigners)
    .set({ tokenExpiresAt: sql`least(${signatureSigners.tokenExpiresAt}, now())` })
    .where(eq(signatureSigners.requestId, requestId));
}

export async function updateRequest(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<SignatureRequestRow, 'status' | 'signedDocumentId' | 'closedAt'>>,
): Promise<void> {
  await tx.update(signatureRequests).set(values).where(eq(signatureRequests.id, id));
}

export async function organisationName(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.name ?? '';
}

/** The pending signers with this email (a tenant's portal: their own signatures to give). */
export async function pendingSignersByEmail(
  db: DbOrTx,
  email: string,
): Promise<Array<{ signer: SignatureSignerRow; request: SignatureRequestRow }>> {
  const rows = await db
    .select({ signer: signatureSigners, request: signatureRequests })
    .from(signatureSigners)
    .innerJoin(
      signatureRequests,
      and(
        eq(signatureRequests.id, signatureSigners.requestId),
        eq(signatureRequests.orgId, signatureSigners.orgId),
      ),
    )
    .where(
      and(
        sql`lower(${signatureSigners.email}) = lower(${email})`,
        eq(signatureSigners.status, 'pending'),
        eq(signatureRequests.status, 'pending'),
      ),
    )
    .orderBy(desc(signatureRequests.createdAt));
  return rows;
}

/** The organisation of a document (a tenant actor's request: modules/renewals). */
export async function documentOrgId(db: DbOrTx, documentId: string): Promise<string | null> {
  const [row] = await db
    .select({ orgId: documents.orgId })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.orgId ?? null;
}

/** A login account's email (a tenant signing from the portal is matched by it). */
export async function accountEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
