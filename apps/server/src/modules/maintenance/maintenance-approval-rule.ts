import { AppError } from '@rentwise/core/errors';
import type { MaintenanceApprovalStatus } from '@rentwise/core/maintenance/schemas';

/**
 * Maintenance approvals' one rule for the other maintenance services (issue 17 item 4; the
 * approvals themselves: maintenance-approvals.service.ts).
 */

const NEEDS_APPROVAL_MESSAGE = "This request is awaiting the owner's approval of its estimate";
const DECLINED_MESSAGE = 'The owner declined this estimate: set a new estimate or cancel the request';

/**
 * The rule for vendors and work: a request whose estimate waits for the owner (or that the owner
 * declined) cannot be assigned a vendor or moved to in_progress → 409 CONFLICT.
 */
export function requireApprovalSettled(request: { approvalStatus: MaintenanceApprovalStatus | null }): void {
  if (request.approvalStatus === 'pending') {
    throw new AppError('CONFLICT', NEEDS_APPROVAL_MESSAGE, {
      key: 'errors:maintenance.awaitingApproval',
      details: { approval: 'maintenance:approval.pendingBlocked' },
    });
  }
  if (request.approvalStatus === 'declined')
    throw new AppError('CONFLICT', DECLINED_MESSAGE, { key: 'errors:maintenance.estimateDeclined' });
}
