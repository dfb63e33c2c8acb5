import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { Tenant } from '@rentwise/core/tenants/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import { accountOfEmail } from '../../auth/tenant-accounts.service';
import { generateOpaqueToken, hashToken } from '../../auth/tokens';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { profileOf } from '../profiles/profiles.service';
import * as repo from './tenants.repository';

/**
 * A tenant's invitation (issue 23 findings 4 and 5, decision 030): the email that lets the tenant
 * confirm their address for this organisation. Until they do, nothing carrying the organisation's
 * own words (a reminder, an unread message) is emailed to them; and a record added while the
 * address already had an account is linked to that account only by this confirmation.
 */

/** How long an invitation link stays valid. */
export const TENANT_INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
/** An owner may resend a tenant's invitation once in this many seconds. */
export const TENANT_INVITATION_RESEND_SECONDS = 600;

export interface InvitationMail {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Writes a new invitation for the record (replacing any earlier link) and queues its email, in the
 * caller's transaction. The email names who added them and where, never a password; the link is
 * `/tenant-invitation?token=…` (the outbox scrubs `token=` values once delivered).
 */
export async function sendTenantInvitation(
  tx: DbOrTx,
  actor: MemberActor,
  tenant: {
    id: string;
    firstName: string;
    email: string;
    propertyAddress: string;
    linkByInvitation: boolean;
  },
  locale: Language,
  mail: InvitationMail,
): Promise<void> {
  const token = generateOpaqueToken();
  await repo.upsertTenantInvitation(tx, {
    tenantId: tenant.id,
    orgId: actor.orgId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TENANT_INVITATION_TTL_MS),
  });
  const inviter = await profileOf(tx, actor.userId);
  const ownerName = [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || 'Rentwise';
  // Counts against the organisation's daily email quota (refused 429 over it) and the
  // per-recipient limit, like every email (mail/mailer.ts).
  await mail.mailer.queue(tx, {
    orgId: actor.orgId,
    to: tenant.email,
    template: 'tenant-invitation',
    locale,
    data: {
      firstName: tenant.firstName,
      ownerName,
      address: tenant.propertyAddress,
      url: `${mail.publicUrl}/tenant-invitation?token=${encodeURIComponent(token)}`,
      existingAccount: tenant.linkByInvitation,
    },
  });
}

/**
 * POST /api/tenants/:id/invitation: the owner sends the invitation again (a new link; the old one
 * stops working). 409 once the tenant has confirmed; 429 with Retry-After within
 * `TENANT_INVITATION_RESEND_SECONDS` of the last one.
 */
export async function resendTenantInvitation(
  db: Db,
  actor: Actor,
  id: string,
  locale: Language,
  mail: InvitationMail,
  getTenant: (tx: DbOrTx, actor: Actor, id: string) => Promise<Tenant>,
): Promise<Tenant> {
  requireAccess(actor, 'tenant.write');
  const tenant = await db.transaction(async (tx) => {
    const current = await repo.findTenant(tx, actor, id, { forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND', 'Tenant not found');
    if (current.emailConfirmed) {
      throw new AppError('CONFLICT', 'This tenant has already confirmed their email address', {
        key: 'errors:tenant.emailAlreadyConfirmed',
      });
    }
    const previous = await repo.findTenantInvitation(tx, id);
    if (previous) {
      const waited = Math.floor((Date.now() - previous.sentAt.getTime()) / 1000);
      const seconds = TENANT_INVITATION_RESEND_SECONDS - waited;
      if (seconds > 0) {
        throw new AppError('RATE_LIMITED', `The invitation was sent recently; try again in ${seconds} s`, {
          key: 'errors:tenant.invitationTooSoon',
          params: { minutes: Math.ceil(seconds / 60) },
          headers: { 'retry-after': String(seconds) },
        });
      }
    }
    await sendTenantInvitation(tx, actor, current, locale, mail);
    await recordAuditEvent(tx, actor, {
      action: 'invite',
      entityType: 'tenant',
      entityId: id,
      after: { email: current.email },
    });
    return getTenant(tx, actor, id);
  });
  mail.mailer.wake();
  return tenant;
}

/**
 * POST /api/tenant-invitations/confirm { token } (public: the token is the credential, it proves
 * the address). Confirms the record's address; then, when the account of that address has been
 * confirmed by its holder (this record or another), links to it the records added while it already
 * existed. Confirming twice answers the same; an unknown link is a 404, an expired one a 410.
 * Answers whether the address already had an account (then the tenant signs in with their own
 * password) — only the holder of the link learns it.
 */
export async function confirmTenantInvitation(db: Db, token: string): Promise<{ existingAccount: boolean }> {
  return db.transaction(async (tx) => {
    const invitation = await repo.lockInvitationByTokenHash(tx, hashToken(token));
    if (!invitation) {
      throw new AppError('NOT_FOUND', 'This invitation link is not valid', {
        key: 'errors:tenant.invitationInvalid',
      });
    }
    const answer = { existingAccount: invitation.linkByInvitation };
    if (invitation.confirmedAt) return answer;
    if (invitation.expiresAt.getTime() <= Date.now()) {
      throw new AppError('LINK_EXPIRED', 'This invitation link has expired', {
        key: 'errors:tenant.invitationExpired',
      });
    }
    await repo.markTenantEmailConfirmed(tx, invitation.tenantId, new Date());
    const account = await accountOfEmail(tx, invitation.email);
    const linked =
      account?.role === 'tenant' && (await repo.accountAddressConfirmed(tx, account.id, invitation.email))
        ? await repo.linkConfirmedRecordsToAccount(tx, account.id, invitation.email)
        : [];
    // The tenant acts through their link: no account of theirs is signed in (a system event).
    await recordAuditEvent(tx, null, {
      orgId: invitation.orgId,
      action: 'accept',
      entityType: 'tenant',
      entityId: invitation.tenantId,
      before: { emailConfirmed: false },
      after: { emailConfirmed: true, linked: linked.some((row) => row.id === invitation.tenantId) },
    });
    // Records of other organisations that were waiting for this account's address to be confirmed.
    for (const row of linked.filter((candidate) => candidate.id !== invitation.tenantId)) {
      await recordAuditEvent(tx, null, {
        orgId: row.orgId,
        action: 'activate',
        entityType: 'tenant',
        entityId: row.id,
        before: { linked: false },
        after: { linked: true, status: row.status },
      });
    }
    return answer;
  });
}
