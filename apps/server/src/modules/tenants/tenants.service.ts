import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { CreateTenantBody, Tenant, UpdateTenantBody } from '@rentwise/core/tenants/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { decodeCursor, toPage } from '../../db/pagination';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import * as properties from '../properties/properties.service';
import { type InvitationMail, sendTenantInvitation } from './tenant-invitations.service';
import * as repo from './tenants.repository';

/** What the tenants feature needs from the auth service (injected so tests can make it fail). */
export interface TenantAccounts {
  emailExists(db: DbOrTx, email: string): Promise<boolean>;
  createTenantAccount(
    db: DbOrTx,
    input: { email: string; firstName: string; lastName: string; locale: Language },
  ): Promise<{ userId: string; temporaryPassword: string }>;
  /** A temporary password made like `createTenantAccount`'s that opens nothing (decision 030). */
  unusedTemporaryPassword(): Promise<string>;
}

const EMAIL_TAKEN_MESSAGE = 'A tenant with this email address already exists in your organisation';

/** A tenant record's own fields as the audit log shows them. */
function auditedTenant(tenant: Tenant) {
  const { firstName, lastName, email, phone, propertyId, unitId, moveInDate, status } = tenant;
  return { firstName, lastName, email, phone, propertyId, unitId, moveInDate, status };
}

export function toTenantDto(row: repo.TenantView): Tenant {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    propertyId: row.propertyId,
    propertyAddress: row.propertyAddress,
    unitId: row.unitId,
    unitLabel: row.unitLabel,
    moveInDate: row.moveInDate,
    status: row.status,
    hasAccount: row.hasAccount,
    emailConfirmed: row.emailConfirmed,
    lease:
      row.leaseStartDate && row.leaseEndDate
        ? { startDate: row.leaseStartDate, endDate: row.leaseEndDate }
        : null,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** Archived tenants are left out unless `archived` (the list's `?archived=true`) asks for them. */
export async function listTenants(
  db: Db,
  actor: Actor,
  query: { limit: number; cursor?: string; search?: string; archived?: boolean },
): Promise<{ items: Tenant[]; nextCursor: string | null }> {
  requireAccess(actor, 'tenant.read');
  const page = {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    search: query.search || undefined,
    includeArchived: query.archived === true,
  };
  const { rows, nextCursor } = toPage(await repo.listTenants(db, actor, page), query.limit);
  return { items: rows.map(toTenantDto), nextCursor };
}

export async function getTenant(db: DbOrTx, actor: Actor, id: string): Promise<Tenant> {
  requireAccess(actor, 'tenant.read');
  const row = await repo.findTenant(db, actor, id);
  if (!row) throw new AppError('NOT_FOUND', 'Tenant not found');
  return toTenantDto(row);
}

/**
 * True unless one of the organisation's own tenant records uses the email. Whether the address
 * has an account or a tenant record elsewhere is never said (issue 23 finding 5): the answer
 * depends only on what this organisation already sees in its tenants list.
 */
export async function isEmailAvailable(db: Db, actor: Actor, email: string): Promise<boolean> {
  requireAccess(actor, 'tenant.write');
  return !(await repo.emailInUseByOrganisationTenant(db, actor.orgId, email));
}

/**
 * Adds a tenant in one transaction (spec dialog 4): the property must be the organisation's and
 * the email unused by its other tenant records; the tenant moves into the chosen unit or the
 * property's first vacant one. Returns the temporary password once; it is never stored in clear.
 *
 * Whether the address has an account elsewhere is never told (issue 23 finding 5, decision 030):
 * an unknown address gets a new tenant account with that temporary password; a known one keeps its
 * account and own password, the record waiting to be linked until the tenant confirms the
 * invitation — the answer, its status and the work done are the same either way.
 */
export async function createTenant(
  db: Db,
  actor: Actor,
  accounts: TenantAccounts,
  body: CreateTenantBody,
  locale: Language,
  /** With it, the tenant gets the invitation that confirms their address (issue 23 finding 4). */
  mail?: InvitationMail,
): Promise<{ tenant: Tenant; credentials: { email: string; temporaryPassword: string } }> {
  requireAccess(actor, 'tenant.write');
  const email = body.email.trim().toLowerCase();
  try {
    const created = await db.transaction(async (tx) => {
      const property = await properties.findOwnedProperty(tx, actor, body.propertyId);
      if (!property) {
        throw new AppError('VALIDATION_FAILED', 'Please select a valid property', {
          details: { propertyId: 'validation:tenant.propertyInvalid' },
        });
      }
      properties.assertPropertyInUse(property);
      if (await repo.emailInUseByOrganisationTenant(tx, actor.orgId, email)) {
        throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, {
          key: 'errors:tenant.emailTaken',
          details: { email: 'validation:tenant.emailTaken' },
        });
      }
      const existingAccount = await accounts.emailExists(tx, email);
      const unitId = await chooseUnit(tx, actor, body.propertyId, body.unitId);
      const id = await repo.insertTenant(tx, {
        orgId: actor.orgId,
        ownerId: actor.userId,
        firstName: body.firstName,
        lastName: body.lastName,
        email,
        phone: body.phone,
        propertyId: body.propertyId,
        unitId,
        moveInDate: body.moveInDate ?? null,
        status: 'pending',
        linkByInvitation: existingAccount,
      });
      let temporaryPassword: string;
      if (existingAccount) {
        // Someone else's account: neither its password nor its profile is touched.
        temporaryPassword = await accounts.unusedTemporaryPassword();
      } else {
        const account = await accounts.createTenantAccount(tx, {
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          locale,
        });
        // One phone for the record and the tenant's own profile (issue 18 item 2).
        await repo.copyContactToProfile(tx, account.userId, { phone: body.phone });
        await repo.requireInvitationForOtherRecords(tx, email, id);
        temporaryPassword = account.temporaryPassword;
      }
      const tenant = await getTenant(tx, actor, id);
      await recordAuditEvent(tx, actor, {
        action: 'create',
        entityType: 'tenant',
        entityId: id,
        after: auditedTenant(tenant),
      });
      if (mail) {
        // In addition to the credentials dialog: the tenant's own link to confirm the address.
        await sendTenantInvitation(
          tx,
          actor,
          {
            id,
            firstName: body.firstName,
            email,
            propertyAddress: tenant.propertyAddress ?? '',
            linkByInvitation: existingAccount,
          },
          locale,
          mail,
        );
      }
      return { tenant, credentials: { email, temporaryPassword } };
    });
    mail?.mailer.wake();
    return created;
  } catch (error) {
    // Two owners adding the same email at once: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error))
      throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { key: 'errors:tenant.emailTaken' });
    throw error;
  }
}

async function chooseUnit(
  tx: DbOrTx,
  actor: MemberActor,
  propertyId: string,
  unitId: string | undefined,
): Promise<string | null> {
  if (!unitId) return (await properties.findFirstVacantUnit(tx, propertyId))?.id ?? null;
  const unit = await properties.findOwnedUnit(tx, actor, unitId);
  if (!unit || unit.propertyId !== propertyId) {
    throw new AppError('VALIDATION_FAILED', 'Please select a unit of this property', {
      details: { unitId: 'validation:tenant.unitInvalid' },
    });
  }
  return unit.id;
}

/**
 * Edits the owner's record. Name and phone are shared with the tenant's own profile (issue 18 item
 * 2): when the record has a login, its profile changes in the same transaction.
 */
export async function updateTenant(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateTenantBody,
): Promise<Tenant> {
  requireAccess(actor, 'tenant.write');
  return db.transaction(async (tx) => {
    const current = await repo.findTenant(tx, actor, id);
    if (!current) throw new AppError('NOT_FOUND', 'Tenant not found');
    if (body.unitId) await chooseUnit(tx, actor, current.propertyId, body.unitId);
    await repo.updateTenant(tx, actor, id, body);
    if (current.authUserId) {
      const { firstName, lastName, phone } = body;
      await repo.copyContactToProfile(
        tx,
        current.authUserId,
        Object.fromEntries(
          Object.entries({ firstName, lastName, phone }).filter(([, value]) => value !== undefined),
        ),
      );
    }
    const updated = await getTenant(tx, actor, id);
    await recordAuditUpdate(tx, actor, {
      entityType: 'tenant',
      entityId: id,
      before: auditedTenant(toTenantDto(current)),
      after: auditedTenant(updated),
    });
    return updated;
  });
}

/**
 * For the profiles module: a tenant edited their own name or phone; every tenant record linked to
 * that login follows, in the profile's transaction, each change in its organisation's audit log.
 */
export async function copyContactFromProfile(
  tx: DbOrTx,
  actor: Actor,
  values: { firstName?: string; lastName?: string; phone?: string },
): Promise<void> {
  const before = await repo.findTenantsOfAccount(tx, actor.userId);
  const after = await repo.updateContactOfAccount(tx, actor.userId, values);
  for (const row of after) {
    const old = before.find((candidate) => candidate.id === row.id);
    if (!old) continue;
    await recordAuditUpdate(tx, actor, {
      orgId: row.orgId,
      entityType: 'tenant',
      entityId: row.id,
      before: { firstName: old.firstName, lastName: old.lastName, phone: old.phone },
      after: { firstName: row.firstName, lastName: row.lastName, phone: row.phone },
    });
  }
}

/**
 * Archives a tenant record with history (issue 18 item 1): hidden from lists, no new lease, the
 * ledger, documents and messages kept; a pending or active tenant becomes former. Refused (409)
 * while a lease of theirs is active or drafted. Archiving an archived tenant changes nothing.
 */
export async function archiveTenant(db: Db, actor: Actor, id: string): Promise<Tenant> {
  requireAccess(actor, 'tenant.write');
  return db.transaction(async (tx) => {
    const current = await repo.findTenant(tx, actor, id);
    if (!current) throw new AppError('NOT_FOUND', 'Tenant not found');
    if (current.archivedAt) return toTenantDto(current);
    if ((await repo.countOpenLeasesOfTenant(tx, id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'This tenant has an active or draft lease. End the lease (or delete the draft) before archiving the tenant.',
        { key: 'errors:tenant.hasLease' },
      );
    }
    await repo.setTenantArchived(tx, actor, id, new Date());
    const archived = await getTenant(tx, actor, id);
    await recordAuditEvent(tx, actor, {
      action: 'archive',
      entityType: 'tenant',
      entityId: id,
      before: { archivedAt: null, status: current.status },
      after: { archivedAt: archived.archivedAt, status: archived.status },
    });
    return archived;
  });
}

/** Brings an archived tenant back into the lists (an 'update' of archivedAt in the audit log). */
export async function unarchiveTenant(db: Db, actor: Actor, id: string): Promise<Tenant> {
  requireAccess(actor, 'tenant.write');
  return db.transaction(async (tx) => {
    const current = await repo.findTenant(tx, actor, id);
    if (!current) throw new AppError('NOT_FOUND', 'Tenant not found');
    if (!current.archivedAt) return toTenantDto(current);
    await repo.setTenantArchived(tx, actor, id, null);
    await recordAuditUpdate(tx, actor, {
      entityType: 'tenant',
      entityId: id,
      before: { archivedAt: current.archivedAt.toISOString() },
      after: { archivedAt: null },
    });
    return getTenant(tx, actor, id);
  });
}

/** For the leases module: an archived tenant takes no new lease (409). */
export function assertTenantInUse(tenant: { archivedAt: Date | null }): void {
  if (tenant.archivedAt) {
    throw new AppError('CONFLICT', 'This tenant is archived. Unarchive them before creating a lease.', {
      key: 'errors:tenant.archived',
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/**
 * For the auth service, when a tenant account sets its own password: the tenant record is
 * linked to the login and becomes active.
 */
export async function activateTenantForAccount(db: DbOrTx, userId: string, email: string): Promise<void> {
  for (const tenant of await repo.activateTenantForAccount(db, userId, email)) {
    // The tenant acts (setting their own password), in their landlord's organisation.
    await recordAuditEvent(
      db,
      { userId, role: 'tenant' },
      {
        orgId: tenant.orgId,
        action: 'activate',
        entityType: 'tenant',
        entityId: tenant.id,
        before: { status: 'pending' },
        after: { status: 'active' },
      },
    );
  }
}
