import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { MaintenanceApprovalStatus, MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { isClosedStatus } from '@rentwise/core/maintenance/schemas';
import { formatMoney } from '@rentwise/core/money/money';
import { moneyParam, storedText, textParam } from '@rentwise/core/notifications/text';
import type { ApprovalBody, EstimateBody } from '@rentwise/core/owner-clients/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { recordAuditEvent, recordAuditUpdate } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { currencyOf } from '../organisations/organisations.service';
import * as ownerClients from '../owner-clients/owner-clients.service';
import * as repo from './maintenance.repository';
import * as approvalsRepo from './maintenance-approvals.repository';
import { authorName, linkFor, loadRequest, notFound, scopeOf } from './maintenance-common';
import type { MaintenanceDeps } from './vendor-jobs.service';

/**
 * Maintenance approvals (issue 17 item 4). A member who manages maintenance sets a request's
 * estimated cost; above the organisation's approval threshold, and when the property has owner
 * clients with a portal login, the request waits for one of them to approve or decline it
 * (`approval_status` 'pending'): each is emailed a link to the request in the owner portal. While
 * it waits, no vendor is assigned and no work starts (409). The decision is recorded on the
 * request, in its history (a maintenance update), and told to the members who manage it.
 */

/** The request's page in the owner portal (emails and notifications link to it). */
export const portalLinkFor = (id: string) => `/owner-portal/approvals/${id}`;

/** The approval state an estimate leads to (pure: the rule, without the database). */
export function approvalAfterEstimate(input: {
  estimatedCost: number | null;
  threshold: number | null;
  hasApprovers: boolean;
  current: { estimatedCost: number | null; approvalStatus: MaintenanceApprovalStatus | null };
}): MaintenanceApprovalStatus | null {
  const { estimatedCost, threshold, hasApprovers, current } = input;
  if (estimatedCost === null || threshold === null || estimatedCost <= threshold || !hasApprovers)
    return null;
  // An approval covers its amount: a lower or equal estimate keeps it, a higher one asks again.
  if (
    current.approvalStatus === 'approved' &&
    current.estimatedCost !== null &&
    estimatedCost <= current.estimatedCost
  ) {
    return 'approved';
  }
  return 'pending';
}

/**
 * PUT /api/maintenance-requests/:id/estimate (maintenance.manage): sets or clears the estimate and
 * decides whether the owner must approve it. A closed request → 409. Asking again (a new, higher
 * estimate) emails the owner clients again; the same estimate changes nothing.
 */
export async function setEstimate(
  deps: MaintenanceDeps,
  actor: Actor,
  id: string,
  body: EstimateBody,
): Promise<MaintenanceRequest> {
  requireAccess(actor, 'maintenance.manage');
  let emailed = false;
  await deps.db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    requireAccess(actor, 'maintenance.manage', { propertyId: current.propertyId });
    if (isClosedStatus(current.status)) {
      throw new AppError('CONFLICT', 'This request is closed: its estimate can no longer change', {
        key: 'errors:maintenance.closedEstimate',
      });
    }
    if (body.estimatedCost === current.estimatedCost) return;
    const organisation = await approvalsRepo.findOrganisationSettings(tx, actor.orgId);
    const approvers =
      body.estimatedCost !== null && organisation?.approvalThreshold != null
        ? await ownerClients.portalUsersOfProperty(tx, actor.orgId, current.propertyId)
        : [];
    const approvalStatus = approvalAfterEstimate({
      estimatedCost: body.estimatedCost,
      threshold: organisation?.approvalThreshold ?? null,
      hasApprovers: approvers.length > 0,
      current,
    });
    const decisionKept = approvalStatus === 'approved';
    await approvalsRepo.updateApproval(tx, actor.orgId, id, {
      estimatedCost: body.estimatedCost,
      approvalStatus,
      ...(decisionKept ? {} : { approvalDecidedBy: null, approvalDecidedAt: null }),
    });
    await recordAuditUpdate(tx, actor, {
      entityType: 'maintenance_request',
      entityId: id,
      before: { estimatedCost: current.estimatedCost, approvalStatus: current.approvalStatus },
      after: { estimatedCost: body.estimatedCost, approvalStatus },
    });
    if (approvalStatus !== 'pending' || body.estimatedCost === null) return;
    const currency = await currencyOf(tx, actor.orgId);
    for (const approver of approvers) {
      const lang: Language = approver.locale ?? 'en';
      const amount = formatMoney(body.estimatedCost, lang, { decimals: true, currency });
      await deps.mailer.queue(tx, {
        orgId: actor.orgId,
        to: approver.email,
        template: 'maintenance-approval-request',
        locale: lang,
        data: {
          ownerFirstName: approver.firstName,
          organisationName: organisation?.name ?? '',
          title: current.title,
          propertyAddress: current.propertyAddress,
          amount,
          url: `${deps.publicUrl}${portalLinkFor(id)}`,
        },
      });
      await notify(tx, {
        userId: approver.userId,
        type: 'maintenance',
        // Stored as keys, said in the reader's language when read (issue 24 item 2).
        title: storedText('owners:notification.approvalNeeded.title'),
        body: storedText('owners:notification.approvalNeeded.body', {
          title: current.title,
          address: current.propertyAddress,
          amount: moneyParam(body.estimatedCost, currency),
        }),
        link: portalLinkFor(id),
      });
      emailed = true;
    }
  });
  if (emailed) deps.mailer.wake();
  return loadRequest(deps.db, actor, id);
}

/**
 * POST /api/maintenance-requests/:id/approval (maintenance.approve: an owner client, of that
 * property — another property's request is a 404). Only a pending request can be decided (else
 * 409): the decision, who and when are stored, a history entry (the owner client's note as its
 * text) is added, and the members who manage the request are notified in their language.
 */
export async function decideApproval(
  db: Db,
  actor: Actor,
  id: string,
  body: ApprovalBody,
): Promise<MaintenanceRequest> {
  requireAccess(actor, 'maintenance.approve');
  await db.transaction(async (tx) => {
    const current = await repo.findRequest(tx, scopeOf(actor), id, { forUpdate: true });
    if (!current) throw notFound();
    // The owner client's properties are their actor's; any other property's request is a 404.
    requireAccess(actor, 'maintenance.approve', { propertyId: current.propertyId });
    if (current.approvalStatus === null) {
      throw new AppError('CONFLICT', 'This request does not need your approval', {
        key: 'errors:maintenance.noApprovalNeeded',
      });
    }
    if (current.approvalStatus !== 'pending') {
      throw new AppError('CONFLICT', `This request was already ${current.approvalStatus}`, {
        key: 'errors:maintenance.alreadyDecided',
      });
    }
    const decision = body.decision === 'approve' ? 'approved' : 'declined';
    await approvalsRepo.updateApproval(tx, actor.orgId, id, {
      approvalStatus: decision,
      approvalDecidedBy: actor.userId,
      approvalDecidedAt: new Date(),
    });
    await recordAuditEvent(tx, actor, {
      action: decision === 'approved' ? 'approve' : 'decline',
      entityType: 'maintenance_request',
      entityId: id,
      before: { approvalStatus: 'pending' },
      after: { approvalStatus: decision, estimatedCost: current.estimatedCost, note: body.note ?? null },
    });
    const owner = await ownerClients.ownerOfPortalUser(tx, actor.orgId, actor.userId);
    const name =
      (await authorName(tx, actor.userId)) ||
      (owner ? `${owner.owner.firstName} ${owner.owner.lastName}`.trim() : '');
    await repo.insertUpdate(tx, {
      requestId: id,
      authorKind: 'owner',
      authorName: name,
      text: body.note ?? '',
      statusChange: null,
      approvalDecision: decision,
    });
    const amount = current.estimatedCost ?? 0;
    const currency = await currencyOf(tx, actor.orgId);
    for (const userId of await approvalsRepo.membersManagingProperty(tx, actor.orgId, current.propertyId)) {
      const params = {
        owner: name || textParam('owners:notification.ownerFallback'),
        title: current.title,
        amount: moneyParam(amount, currency),
      };
      await notify(tx, {
        userId,
        type: 'maintenance',
        title: storedText(`owners:notification.${decision}.title`),
        body: storedText(`owners:notification.${decision}.body`, params),
        link: linkFor.owner(id),
      });
    }
  });
  return loadRequest(db, actor, id);
}
