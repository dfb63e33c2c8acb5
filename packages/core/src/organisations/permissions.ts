import type { OrgRole } from './roles';

/**
 * The one permission table (shared ARCHITECTURE "Organisations"; issue 17 item 3): what each
 * organisation role may do. The server decides with it (apps/server/src/auth/access.ts
 * `requireAccess`), the web only uses it to hide what would be refused. Reading is `*.read`,
 * anything that changes data names what it changes.
 */
export const actions = [
  // The workspace itself
  'dashboard.read',
  'calendar.read',
  'report.read',
  'org.read',
  'org.update', // name, time zone, currency, default lease terms, approval threshold
  'member.read', // the team's members (not an owner client's business)
  'member.manage', // invitations, roles, removals
  'audit.read',
  // Portfolio
  'property.read',
  'property.write', // properties and their units
  'owner.read', // owner clients
  'owner.write',
  'tenant.read',
  'tenant.write',
  'lease.read',
  'lease.write', // create, activate, delete, end, renew, change terms
  'lease.review',
  'renewal.read', // the renewal board (issue 21); offers are sent with lease.write
  'renewal.respond', // a tenant's answer to a renewal offer (issue 21): tenants only
  // Money
  'ledger.read', // charges, payments, balances, receipts
  'payment.record',
  'payment.correct', // void, refund
  'expense.read', // bills of a property (issue 19)
  'expense.write', // record, edit, void
  'statement.read', // owner statements (an owner client: their own published ones)
  'statement.publish', // publish a period's statement to the owner portal
  'owner_money.write', // fee policies, owner contributions and distributions, reserves
  'reminder.read',
  'reminder.write',
  // Operations
  'maintenance.read',
  'maintenance.write', // report a request, comment on it
  'maintenance.manage', // status, priority, visits, vendors assigned, estimates
  'maintenance.approve', // an owner client's approve / decline of a costly repair
  'maintenance.withdraw', // a tenant takes back their own request that nobody has started
  'vendor.read',
  'vendor.write',
  'message.read',
  'message.write',
  'document.read',
  'document.write',
  'signature.read', // e-signature requests and their audit trail (issue 21)
  'signature.write', // send a document for signature, cancel a request
  'notification.read',
  // Bringing data in, taking everything out (issue 20)
  'import.write',
  'export.read', // the whole organisation's data: admins and managers only
  'export.org', // the whole organisation as one ZIP (CSVs and documents' files): admins only
] as const;
export type Action = (typeof actions)[number];

const READS = actions.filter(
  (action) => action.endsWith('.read') && action !== 'audit.read' && action !== 'export.read',
);

/** What a tenant may do in their portal; the services scope every row to their own records. */
export const tenantActions = [
  'dashboard.read',
  'lease.read',
  'ledger.read',
  'payment.record',
  'renewal.respond',
  'maintenance.read',
  'maintenance.write',
  'maintenance.withdraw',
  'message.read',
  'message.write',
  'document.read',
  'notification.read',
] as const satisfies readonly Action[];
export type TenantAction = (typeof tenantActions)[number];

/** Who acts: an organisation role, or a tenant (their own lease, payments, requests, messages). */
export type AccessRole = OrgRole | 'tenant';

const permissions: Record<AccessRole, readonly Action[]> = {
  // Approving a repair is the owner client's, withdrawing a request the tenant's own.
  admin: actions.filter(
    (action) => !['maintenance.approve', 'maintenance.withdraw', 'renewal.respond'].includes(action),
  ),
  manager: actions.filter(
    (action) =>
      ![
        'org.update',
        'member.manage',
        'audit.read',
        'export.org',
        'maintenance.approve',
        'maintenance.withdraw',
        'renewal.respond',
      ].includes(action),
  ),
  accountant: [
    ...READS,
    'payment.record',
    'payment.correct',
    'reminder.write',
    'expense.write',
    // The receipt or invoice of an expense they record is a document (issue 19).
    'document.write',
    'statement.publish',
    'owner_money.write',
  ],
  maintenance: [
    'dashboard.read',
    'member.read',
    'calendar.read',
    'org.read',
    'property.read',
    'tenant.read',
    'maintenance.read',
    'maintenance.write',
    'maintenance.manage',
    'vendor.read',
    'vendor.write',
    'message.read',
    'message.write',
    'notification.read',
  ],
  viewer: READS,
  // The owner portal: their own properties (scoped like a limited member), read-mostly.
  owner_client: [
    'org.read',
    'property.read',
    'ledger.read',
    'report.read',
    'statement.read',
    'maintenance.read',
    'maintenance.approve',
    'document.read',
    'notification.read',
  ],
  tenant: tenantActions,
};

/** Whether `role` may do `action` (property limits are checked separately, on the record). */
export function can(role: AccessRole, action: Action): boolean {
  return permissions[role].includes(action);
}

/** Everything a role may do (GET /api/org tells the web, so it can hide what would be refused). */
export function permissionsOf(role: AccessRole): Action[] {
  return [...permissions[role]];
}
