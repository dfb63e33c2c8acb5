import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { OrgRole } from '@rentwise/core/organisations/roles';
import type {
  AcceptedInvitation,
  CreateInvitationBody,
  Invitation,
  InvitationPreview,
  InvitationStatus,
} from '@rentwise/core/organisations/schemas';
import { requireAccess } from '../../auth/access';
import type { Account, Actor } from '../../auth/actor';
import { generateOpaqueToken, hashToken } from '../../auth/tokens';
import type { Db, DbOrTx } from '../../db/client';
import type { OrgInvitationRow } from '../../db/schema';
import { wholeOrganisation } from '../../db/scope';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { profileOf } from '../profiles/profiles.service';
import { findOwnedProperty } from '../properties/properties.service';
import * as repo from './team.repository';

/**
 * Invitations to join an organisation (issue 17 item 2; docs/decisions/021-invitations.md): an
 * email with a single-use link valid 7 days. Only the SHA-256 of the link's token is stored.
 */

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** What sending an invitation needs: the outbox and the site's address for the link. */
export interface InvitationMail {
  mailer: Mailer;
  publicUrl: string;
}

export function invitationStatus(row: OrgInvitationRow, now = new Date()): InvitationStatus {
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

export function toInvitationDto(row: OrgInvitationRow, now = new Date()): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    propertyIds: row.propertyIds,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    status: invitationStatus(row, now),
  };
}

/** The ids, each a property of the organisation (else 400 naming the field), without repeats. */
export async function validPropertyIds(tx: DbOrTx, orgId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    if (!(await findOwnedProperty(tx, wholeOrganisation(orgId), id))) {
      throw new AppError('VALIDATION_FAILED', 'Choose properties of this organisation', {
        details: { propertyIds: 'team:validation.propertyInvalid' },
      });
    }
  }
  return unique;
}

export interface CreateInvitationInput {
  email: string;
  role: OrgRole;
  /** Absent or null = every property (a member role only). */
  propertyIds?: string[] | null;
  /** For the role `owner_client`: the owner client the login will be. */
  ownerClientId?: string;
}

/**
 * Invites `email` to the actor's organisation, inside the caller's transaction; call
 * `mail.mailer.wake()` after the commit. A member role needs `member.manage`; `owner_client`
 * (from code only: the owner clients feature, with `ownerClientId`) needs `owner.write`.
 *
 * - an address that is already a member's login → 409 CONFLICT
 * - an address that is a tenant's login → 409 CONFLICT (a tenant is never a member with that login)
 * - a pending invitation of the organisation to the same address is revoked: the new one replaces it
 * - propertyIds must be properties of the organisation (400)
 */
export async function createInvitation(
  tx: DbOrTx,
  actor: Actor,
  input: CreateInvitationInput,
  mail: InvitationMail,
): Promise<Invitation> {
  requireAccess(actor, input.role === 'owner_client' ? 'owner.write' : 'member.manage');
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  if (input.role === 'owner_client') {
    if (!input.ownerClientId) throw new Error('an owner_client invitation needs its ownerClientId');
  } else if (input.ownerClientId) {
    throw new Error('only an owner_client invitation names an owner client');
  }
  let propertyIds: string[] | null = null;
  if (input.role !== 'owner_client' && input.propertyIds) {
    if (input.role === 'admin') {
      throw new AppError('VALIDATION_FAILED', 'An admin sees every property: it cannot be limited', {
        details: { propertyIds: 'team:validation.adminAllProperties' },
      });
    }
    propertyIds = await validPropertyIds(tx, actor.orgId, input.propertyIds);
  }
  if (await repo.isMemberEmail(tx, actor.orgId, email)) {
    throw new AppError('CONFLICT', 'This person is already a member of the organisation', {
      key: 'errors:team.alreadyMember',
      details: { email: 'team:errors.alreadyMember' },
    });
  }
  const account = await repo.findAccountByEmail(tx, email);
  if (account?.role === 'tenant') {
    throw new AppError(
      'CONFLICT',
      "This address is a tenant's login: a tenant cannot be invited as a member with it. Invite another address.",
      { key: 'errors:team.tenantEmail', details: { email: 'team:errors.tenantEmail' } },
    );
  }
  await repo.revokeOpenInvitationsTo(tx, actor.orgId, email, now);
  const token = generateOpaqueToken();
  const row = await repo.insertInvitation(tx, {
    orgId: actor.orgId,
    email,
    role: input.role,
    propertyIds,
    ownerClientId: input.ownerClientId ?? null,
    tokenHash: hashToken(token),
    invitedBy: actor.userId,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  await recordAuditEvent(tx, actor, {
    action: 'invite',
    entityType: 'invitation',
    entityId: row.id,
    after: { email, role: input.role, propertyIds, ownerClientId: input.ownerClientId ?? null },
  });
  const organisation = await repo.findOrganisation(tx, actor.orgId);
  const inviter = await profileOf(tx, actor.userId);
  const locale: Language = inviter?.locale ?? 'en';
  await mail.mailer.queue(tx, {
    orgId: actor.orgId,
    to: email,
    template: 'org-invitation',
    locale,
    data: {
      inviterName: [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' '),
      organisationName: organisation?.name ?? '',
      role: input.role,
      email,
      url: `${mail.publicUrl}/invitations/${token}`,
    },
  });
  return toInvitationDto(row, now);
}

/** POST /api/org/invitations (member.manage): a member role only (owner clients come from code). */
export async function inviteMember(
  deps: InvitationMail & { db: Db },
  actor: Actor,
  body: CreateInvitationBody,
): Promise<Invitation> {
  const invitation = await deps.db.transaction((tx) => createInvitation(tx, actor, body, deps));
  deps.mailer.wake();
  return invitation;
}

/** DELETE /api/org/invitations/:id (member.manage): the link then says it was revoked. */
export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, 'member.manage');
  await db.transaction(async (tx) => {
    const row = await repo.findInvitation(tx, actor.orgId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Invitation not found');
    if (invitationStatus(row) === 'used') {
      throw new AppError('CONFLICT', 'This invitation was already accepted: remove the member instead', {
        key: 'errors:team.invitationAccepted',
      });
    }
    if (row.revokedAt) return;
    await repo.revokeInvitation(tx, actor.orgId, id, new Date());
    await recordAuditEvent(tx, actor, {
      action: 'revoke',
      entityType: 'invitation',
      entityId: id,
      before: { email: row.email, role: row.role, status: invitationStatus(row) },
      after: { status: 'revoked' },
    });
  });
}

const unknownInvitation = () => new AppError('NOT_FOUND', 'This invitation link is not valid');

/** GET /api/invitations/:token (public): what the invitation page shows, whatever its state. */
export async function previewInvitation(db: DbOrTx, token: string): Promise<InvitationPreview> {
  const row = await repo.findInvitationByTokenHash(db, hashToken(token));
  if (!row) throw unknownInvitation();
  return {
    organisationName: row.organisationName,
    inviterName: [row.inviterFirstName, row.inviterLastName].filter(Boolean).join(' '),
    email: row.email,
    role: row.role,
    status: invitationStatus(row),
  };
}

const goneMessages: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  expired: 'This invitation has expired: ask for a new one',
  used: 'This invitation was already used',
  revoked: 'This invitation was withdrawn',
};
const goneKeys: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  expired: 'errors:team.invitationExpired',
  used: 'errors:team.invitationUsed',
  revoked: 'errors:team.invitationRevoked',
};

/**
 * POST /api/invitations/:token/accept: the signed-in account joins the organisation with the
 * invitation's role and property limit, and the invitation is used up (single use).
 *
 * - unknown link → 404; expired, used or revoked → 410 LINK_EXPIRED, nothing joined
 * - a tenant account → 409 (a tenant never becomes a member with that login)
 * - an account whose address is not the invited one → 403
 * - already a member of that organisation → 409
 */
export async function acceptInvitation(db: Db, account: Account, token: string): Promise<AcceptedInvitation> {
  return db.transaction(async (tx) => {
    const row = await repo.findInvitationByTokenHash(tx, hashToken(token), { forUpdate: true });
    if (!row) throw unknownInvitation();
    const status = invitationStatus(row);
    if (status !== 'pending')
      throw new AppError('LINK_EXPIRED', goneMessages[status], { key: goneKeys[status] });
    if (account.role === 'tenant') {
      throw new AppError(
        'CONFLICT',
        'A tenant account cannot join an organisation: sign in with a workspace account to accept',
        { key: 'errors:team.tenantCannotJoin' },
      );
    }
    const user = await repo.findAccount(tx, account.userId);
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) {
      throw new AppError(
        'FORBIDDEN',
        `This invitation was sent to ${row.email}: sign in with that address to accept it`,
        { key: 'errors:team.invitationOtherEmail', params: { email: row.email } },
      );
    }
    if (await repo.isMemberEmail(tx, row.orgId, user.email)) {
      throw new AppError('CONFLICT', 'You are already a member of this organisation', {
        key: 'errors:team.alreadyMemberSelf',
      });
    }
    await repo.insertMembership(tx, {
      orgId: row.orgId,
      userId: user.id,
      role: row.role,
      propertyIds: row.role === 'owner_client' ? null : row.propertyIds,
      ownerClientId: row.role === 'owner_client' ? row.ownerClientId : null,
    });
    if (row.role === 'owner_client' && row.ownerClientId) {
      await repo.linkOwnerClientLogin(tx, row.orgId, row.ownerClientId, user.id);
    }
    await repo.markInvitationAccepted(tx, row.id, user.id, new Date());
    // The new member acts: the event is theirs, in the organisation they joined.
    await recordAuditEvent(
      tx,
      {
        userId: user.id,
        role: 'owner',
        orgId: row.orgId,
        orgRole: row.role,
        propertyIds: row.role === 'owner_client' ? null : row.propertyIds,
      },
      {
        action: 'accept',
        entityType: 'invitation',
        entityId: row.id,
        after: { email: row.email, role: row.role, propertyIds: row.propertyIds },
      },
    );
    return { orgId: row.orgId, organisationName: row.organisationName, role: row.role };
  });
}
