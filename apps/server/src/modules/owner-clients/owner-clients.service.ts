import { AppError } from '@rentwise/core/errors';
import {
  type CreateOwnerBody,
  type OwnerClient,
  type OwnerListQuery,
  type PropertyOwner,
  type PropertyOwnersBody,
  toBasisPoints,
  toPercent,
  type UpdateOwnerBody,
} from '@rentwise/core/owner-clients/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeKeyset, encodeKeyset, KEY_FORMATS } from '../../db/pagination';
import * as properties from '../properties/properties.service';
import * as repo from './owner-clients.repository';

/**
 * Owner clients (issue 17 item 4): the landlords an organisation manages properties for, and who
 * owns which share of each property. Archived, never deleted: statements and history keep them.
 */

const ownerNotFound = () => new AppError('NOT_FOUND', 'Owner not found');
const propertyNotFound = () => new AppError('NOT_FOUND', 'Property not found');

export function toOwnerDto(row: repo.OwnerView): OwnerClient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    hasPortalAccess: row.userId !== null,
    propertyCount: row.propertyCount,
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The list's cursor: last name and first name (split by a character no name holds) and the id. */
const SEPARATOR = '\u001f';

function encodeNameCursor(row: repo.OwnerView): string {
  return encodeKeyset(`${row.lastName}${SEPARATOR}${row.firstName}`, row.id);
}

function decodeNameCursor(cursor: string | undefined): repo.NameCursor | undefined {
  const keyset = decodeKeyset(cursor, KEY_FORMATS.text);
  if (!keyset) return undefined;
  const split = keyset.key.indexOf(SEPARATOR);
  if (split < 0) throw new AppError('BAD_REQUEST', 'Invalid cursor');
  return { lastName: keyset.key.slice(0, split), firstName: keyset.key.slice(split + 1), id: keyset.id };
}

/** GET /api/owners: by name; archived ones only with `includeArchived`. */
export async function listOwners(
  db: Db,
  actor: Actor,
  query: OwnerListQuery,
): Promise<{ items: OwnerClient[]; nextCursor: string | null }> {
  requireAccess(actor, 'owner.read');
  const rows = await repo.listOwners(db, actor.orgId, {
    limit: query.limit,
    cursor: decodeNameCursor(query.cursor),
    includeArchived: query.includeArchived,
  });
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  return {
    items: page.map(toOwnerDto),
    nextCursor: hasMore ? encodeNameCursor(page[page.length - 1]) : null,
  };
}

export async function getOwner(db: DbOrTx, actor: Actor, id: string): Promise<OwnerClient> {
  requireAccess(actor, 'owner.read');
  const row = await repo.findOwner(db, actor.orgId, id);
  if (!row) throw ownerNotFound();
  return toOwnerDto(row);
}

/** POST /api/owners. */
export async function createOwner(db: Db, actor: Actor, body: CreateOwnerBody): Promise<OwnerClient> {
  requireAccess(actor, 'owner.write');
  const row = await repo.insertOwner(db, {
    orgId: actor.orgId,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email ?? null,
    phone: body.phone ?? null,
    company: body.company ?? null,
  });
  return getOwner(db, actor, row.id);
}

/** PATCH /api/owners/:id (an archived owner can still be corrected). */
export async function updateOwner(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateOwnerBody,
): Promise<OwnerClient> {
  requireAccess(actor, 'owner.write');
  const changes: Parameters<typeof repo.updateOwner>[3] = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.email !== undefined) changes.email = body.email;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.company !== undefined) changes.company = body.company;
  if (!(await repo.updateOwner(db, actor.orgId, id, changes))) throw ownerNotFound();
  return getOwner(db, actor, id);
}

/**
 * POST /api/owners/:id/archive. The owner stays in history (their shares are kept) but cannot be
 * given new shares, and their portal login sees nothing any more (organisations.service reads the
 * properties of non-archived owners only). Archiving twice changes nothing.
 */
export async function archiveOwner(db: Db, actor: Actor, id: string): Promise<OwnerClient> {
  requireAccess(actor, 'owner.write');
  const current = await repo.findOwner(db, actor.orgId, id);
  if (!current) throw ownerNotFound();
  if (!current.archivedAt) await repo.updateOwner(db, actor.orgId, id, { archivedAt: new Date() });
  return getOwner(db, actor, id);
}

function toPropertyOwnerDto(row: Awaited<ReturnType<typeof repo.listPropertyOwners>>[number]): PropertyOwner {
  return {
    ownerId: row.ownerId,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    archived: row.archivedAt !== null,
    share: toPercent(row.shareBasisPoints),
  };
}

/** GET /api/properties/:id/owners: a property the actor may see (else 404). */
export async function listPropertyOwners(
  db: DbOrTx,
  actor: Actor,
  propertyId: string,
): Promise<{ items: PropertyOwner[] }> {
  requireAccess(actor, 'owner.read', { propertyId });
  if (!(await properties.findOwnedProperty(db, actor, propertyId))) throw propertyNotFound();
  return { items: (await repo.listPropertyOwners(db, actor.orgId, propertyId)).map(toPropertyOwnerDto) };
}

/**
 * PUT /api/properties/:id/owners: replaces all of a property's owners in one transaction. The
 * body's shape (sum 100 %, no duplicate) is checked by its schema; here: the property and every
 * owner are the organisation's (else 404), and an archived owner keeps an existing share but is
 * given no new one (409).
 */
export async function setPropertyOwners(
  db: Db,
  actor: Actor,
  propertyId: string,
  body: PropertyOwnersBody,
): Promise<{ items: PropertyOwner[] }> {
  requireAccess(actor, 'owner.write', { propertyId });
  requireAccess(actor, 'property.write', { propertyId });
  return db.transaction(async (tx) => {
    if (!(await properties.findOwnedProperty(tx, actor, propertyId))) throw propertyNotFound();
    const ids = body.map((entry) => entry.ownerId);
    const owners = await repo.lockOwners(tx, actor.orgId, ids);
    if (owners.length !== ids.length) throw ownerNotFound();
    const current = new Set(
      (await repo.listPropertyOwners(tx, actor.orgId, propertyId)).map((o) => o.ownerId),
    );
    const archivedNewcomer = owners.find((owner) => owner.archivedAt && !current.has(owner.id));
    if (archivedNewcomer) {
      throw new AppError('CONFLICT', 'An archived owner cannot be given new shares', {
        details: { ownerId: archivedNewcomer.id },
      });
    }
    await repo.replacePropertyOwners(
      tx,
      actor.orgId,
      propertyId,
      body.map((entry) => ({ ownerClientId: entry.ownerId, shareBasisPoints: toBasisPoints(entry.share) })),
    );
    return { items: (await repo.listPropertyOwners(tx, actor.orgId, propertyId)).map(toPropertyOwnerDto) };
  });
}

// ---- For other modules (maintenance approvals, the owner portal) ----

/** The portal logins of a property's (non-archived) owner clients: who must approve its repairs. */
export function portalUsersOfProperty(db: DbOrTx, orgId: string, propertyId: string) {
  return repo.portalUsersOfProperty(db, orgId, propertyId);
}

/** The owner client a portal login is in an organisation, with their share of each property. */
export async function ownerOfPortalUser(db: DbOrTx, orgId: string, userId: string) {
  const owner = await repo.findOwnerOfUser(db, orgId, userId);
  if (!owner) return undefined;
  const shares = await repo.sharesOfOwner(db, orgId, owner.id);
  return {
    owner,
    shares: new Map(shares.map((share) => [share.propertyId, toPercent(share.shareBasisPoints)])),
  };
}
