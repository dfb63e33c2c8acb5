import { AppError } from '@rentwise/core/errors';
import type { Invitation } from '@rentwise/core/organisations/schemas';
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
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import * as properties from '../properties/properties.service';
import { createInvitation, type InvitationMail } from '../team/invitations.service';
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
  if (split < 0) throw new AppError('BAD_REQUEST', 'Invalid cursor', { key: 'errors:list.invalidCursor' });
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

/** The fields of an owner the audit log keeps. */
function auditedOwner(row: repo.OwnerView | OwnerClient) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    archivedAt: row.archivedAt,
  };
}

/** POST /api/owners. */
export async function createOwner(db: Db, actor: Actor, body: CreateOwnerBody): Promise<OwnerClient> {
  requireAccess(actor, 'owner.write');
  return db.transaction(async (tx) => {
    const row = await repo.insertOwner(tx, {
      orgId: actor.orgId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email ?? null,
      phone: body.phone ?? null,
      company: body.company ?? null,
    });
    const owner = await getOwner(tx, actor, row.id);
    await recordAuditEvent(tx, actor, {
      action: 'create',
      entityType: 'owner_client',
      entityId: row.id,
      after: auditedOwner(owner),
    });
    return owner;
  });
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
  return db.transaction(async (tx) => {
    const before = await repo.findOwner(tx, actor.orgId, id);
    if (!before) throw ownerNotFound();
    await repo.updateOwner(tx, actor.orgId, id, changes);
    const after = await getOwner(tx, actor, id);
    await recordAuditUpdate(tx, actor, {
      entityType: 'owner_client',
      entityId: id,
      before: auditedOwner(before),
      after: auditedOwner(after),
    });
    return after;
  });
}

/**
 * POST /api/owners/:id/archive. The owner stays in history (their shares are kept) but cannot be
 * given new shares, and their portal login sees nothing any more (organisations.service reads the
 * properties of non-archived owners only). Archiving twice changes nothing.
 */
export async function archiveOwner(db: Db, actor: Actor, id: string): Promise<OwnerClient> {
  requireAccess(actor, 'owner.write');
  return db.transaction(async (tx) => {
    const current = await repo.findOwner(tx, actor.orgId, id);
    if (!current) throw ownerNotFound();
    if (!current.archivedAt) {
      const archivedAt = new Date();
      await repo.updateOwner(tx, actor.orgId, id, { archivedAt });
      await recordAuditEvent(tx, actor, {
        action: 'archive',
        entityType: 'owner_client',
        entityId: id,
        before: { archivedAt: null },
        after: { archivedAt },
      });
    }
    return getOwner(tx, actor, id);
  });
}

/**
 * POST /api/owners/:id/invite: an invitation to the owner portal, emailed to the owner's address
 * (the team module's invitations: single use, 7 days; accepting links the login to this owner).
 * An archived owner, or one who already has a login → 409; no email → 400.
 */
export async function inviteOwner(
  deps: InvitationMail & { db: Db },
  actor: Actor,
  id: string,
): Promise<Invitation> {
  requireAccess(actor, 'owner.write');
  const invitation = await deps.db.transaction(async (tx) => {
    const owner = await repo.findOwner(tx, actor.orgId, id);
    if (!owner) throw ownerNotFound();
    if (owner.archivedAt)
      throw new AppError('CONFLICT', 'An archived owner cannot be invited', {
        key: 'errors:owner.archivedNotInvitable',
      });
    if (owner.userId)
      throw new AppError('CONFLICT', 'This owner already has access to the owner portal', {
        key: 'errors:owner.alreadyHasAccess',
      });
    if (!owner.email) {
      throw new AppError('VALIDATION_FAILED', 'Add an email address to this owner first', {
        details: { email: 'owners:validation.emailRequiredToInvite' },
      });
    }
    return createInvitation(tx, actor, { email: owner.email, role: 'owner_client', ownerClientId: id }, deps);
  });
  deps.mailer.wake();
  return invitation;
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
        key: 'errors:owner.archivedNoShares',
        details: { ownerId: archivedNewcomer.id },
      });
    }
    const before = (await repo.listPropertyOwners(tx, actor.orgId, propertyId)).map(toPropertyOwnerDto);
    await repo.replacePropertyOwners(
      tx,
      actor.orgId,
      propertyId,
      body.map((entry) => ({ ownerClientId: entry.ownerId, shareBasisPoints: toBasisPoints(entry.share) })),
    );
    const after = (await repo.listPropertyOwners(tx, actor.orgId, propertyId)).map(toPropertyOwnerDto);
    const shares = (owners: PropertyOwner[]) => owners.map(({ ownerId, share }) => ({ ownerId, share }));
    await recordAuditUpdate(tx, actor, {
      entityType: 'property',
      entityId: propertyId,
      before: { owners: shares(before) },
      after: { owners: shares(after) },
    });
    return { items: after };
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
