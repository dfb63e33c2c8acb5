import { AppError } from '@rentwise/core/errors';
import { can, permissionsOf } from '@rentwise/core/organisations/permissions';
import type { OrgRole } from '@rentwise/core/organisations/roles';
import type {
  Member,
  Org,
  OrganisationList,
  Team,
  UpdateMemberBody,
  UpdateOrgBody,
} from '@rentwise/core/organisations/schemas';
import { accessRoleOf, requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import type { OrganisationRow } from '../../db/schema';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import { toInvitationDto, validPropertyIds } from './invitations.service';
import * as repo from './team.repository';

/**
 * The organisation's settings and its members (issue 17 items 1 and 2). Access is the permission
 * table's (auth/access.ts requireAccess); the one rule of its own: an organisation always keeps
 * at least one admin.
 */

const LAST_ADMIN_MESSAGE =
  'An organisation needs at least one admin: make another member admin first, or invite one';

function toOrgDto(row: OrganisationRow, actor: MemberActor): Org {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    currency: row.currency,
    defaultDueDay: row.defaultDueDay,
    defaultGraceDays: row.defaultGraceDays,
    defaultLateFee: row.defaultLateFee,
    approvalThreshold: row.approvalThreshold,
    lateFeeLimitPercent: row.lateFeeLimitPercent,
    myRole: actor.orgRole,
    myPropertyIds: actor.propertyIds,
    permissions: permissionsOf(actor.orgRole),
  };
}

/** GET /api/org: the active organisation, the caller's role and what it may do. */
export async function getOrg(db: DbOrTx, actor: Actor): Promise<Org> {
  requireAccess(actor, 'org.read');
  const row = await repo.findOrganisation(db, actor.orgId);
  if (!row) throw new AppError('NOT_FOUND', 'Organisation not found');
  return toOrgDto(row, actor);
}

/** An organisation's settings as the audit log shows them. */
function auditedOrganisation(row: OrganisationRow) {
  const {
    name,
    timeZone,
    currency,
    defaultDueDay,
    defaultGraceDays,
    defaultLateFee,
    approvalThreshold,
    lateFeeLimitPercent,
  } = row;
  return {
    name,
    timeZone,
    currency,
    defaultDueDay,
    defaultGraceDays,
    defaultLateFee,
    approvalThreshold,
    lateFeeLimitPercent,
  };
}

/** PATCH /api/org (org.update): name, time zone, currency, default lease terms, approval threshold. */
export async function updateOrg(db: Db, actor: Actor, body: UpdateOrgBody): Promise<Org> {
  requireAccess(actor, 'org.update');
  const row = await db.transaction(async (tx) => {
    const before = await repo.findOrganisation(tx, actor.orgId, { forUpdate: true });
    const after = await repo.updateOrganisation(tx, actor.orgId, body);
    if (!before || !after) throw new AppError('NOT_FOUND', 'Organisation not found');
    await recordAuditUpdate(tx, actor, {
      entityType: 'organisation',
      entityId: actor.orgId,
      before: auditedOrganisation(before),
      after: auditedOrganisation(after),
    });
    return after;
  });
  return toOrgDto(row, actor);
}

/**
 * GET /api/organisations: every organisation the user is a member of (the switcher). Not scoped
 * to the active one: it is the list the user chooses from.
 */
export async function listMyOrganisations(db: DbOrTx, userId: string): Promise<OrganisationList> {
  return { items: await repo.listUserOrganisations(db, userId) };
}

function toMemberDto(row: repo.MemberView): Member {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email,
    role: row.role,
    propertyIds: row.propertyIds,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/org/members: the members, for every member of the team (member.read; not owner
 * clients); the pending invitations only for those who manage members (for the others: empty).
 */
export async function getTeam(db: DbOrTx, actor: Actor): Promise<Team> {
  requireAccess(actor, 'member.read');
  const members = (await repo.listMembers(db, actor.orgId)).map(toMemberDto);
  const invitations = can(accessRoleOf(actor), 'member.manage')
    ? (await repo.listPendingInvitations(db, actor.orgId, new Date())).map((row) => toInvitationDto(row))
    : [];
  return { members, invitations };
}

const memberNotFound = () => new AppError('NOT_FOUND', 'Member not found');

/**
 * The organisation's row, locked: changes to its admins are serialised, so two admins demoting
 * each other at once cannot leave it with none.
 */
async function lockOrganisation(tx: DbOrTx, orgId: string): Promise<void> {
  await repo.findOrganisation(tx, orgId, { forUpdate: true });
}

/**
 * PATCH /api/org/members/:id (member.manage): a member's role and property limit. The last admin
 * cannot be demoted (409); an admin sees every property; an owner client's membership is managed
 * with their owner record, not here (409).
 */
export async function updateMember(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateMemberBody,
): Promise<Member> {
  requireAccess(actor, 'member.manage');
  return db.transaction(async (tx) => {
    await lockOrganisation(tx, actor.orgId);
    const member = await repo.findMember(tx, actor.orgId, id, { forUpdate: true });
    if (!member) throw memberNotFound();
    if (member.role === 'owner_client') {
      throw new AppError('CONFLICT', "An owner client's portal access is managed from their owner record", {
        key: 'errors:team.ownerClientElsewhere',
      });
    }
    const role: OrgRole = body.role ?? member.role;
    let propertyIds = body.propertyIds === undefined ? member.propertyIds : body.propertyIds;
    if (role === 'admin') {
      if (body.propertyIds) throw adminEveryProperty();
      propertyIds = null;
    } else if (body.propertyIds) {
      propertyIds = await validPropertyIds(tx, actor.orgId, body.propertyIds);
    }
    if (member.role === 'admin' && role !== 'admin' && (await repo.countAdmins(tx, actor.orgId)) <= 1) {
      throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE, {
        key: 'errors:team.lastAdmin',
        details: { role: 'team:errors.lastAdmin' },
      });
    }
    await repo.updateMember(tx, actor.orgId, id, { role, propertyIds });
    await recordAuditUpdate(tx, actor, {
      action: role !== member.role ? 'role_change' : 'update',
      entityType: 'member',
      entityId: id,
      before: { role: member.role, propertyIds: member.propertyIds },
      after: { role, propertyIds },
    });
    const updated = (await repo.listMembers(tx, actor.orgId)).find((row) => row.id === id);
    if (!updated) throw memberNotFound();
    return toMemberDto(updated);
  });
}

export function adminEveryProperty(): AppError {
  return new AppError('VALIDATION_FAILED', 'An admin sees every property: it cannot be limited', {
    details: { propertyIds: 'team:validation.adminAllProperties' },
  });
}

/**
 * DELETE /api/org/members/:id: removes a member (member.manage), or the member themself leaving
 * (any member). The last admin can do neither (409). The removed member loses access at their
 * next request: the guard reads the memberships on every request.
 */
export async function removeMember(db: Db, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, 'org.read');
  await db.transaction(async (tx) => {
    await lockOrganisation(tx, actor.orgId);
    const member = await repo.findMember(tx, actor.orgId, id, { forUpdate: true });
    if (!member) throw memberNotFound();
    if (member.userId !== actor.userId) requireAccess(actor, 'member.manage');
    if (member.role === 'admin' && (await repo.countAdmins(tx, actor.orgId)) <= 1) {
      throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE, { key: 'errors:team.lastAdmin' });
    }
    await repo.deleteMember(tx, actor.orgId, id);
    await recordAuditEvent(tx, actor, {
      action: 'remove',
      entityType: 'member',
      entityId: id,
      before: { userId: member.userId, role: member.role, propertyIds: member.propertyIds },
    });
  });
}
