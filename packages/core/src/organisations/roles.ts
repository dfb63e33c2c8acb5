/**
 * The roles of an organisation's members (docs: shared ARCHITECTURE "Organisations"). Kept free of
 * zod, like auth/roles.ts, so the web's guards can use it without loading the schema library.
 * What each role may do is the permission table (./permissions.ts), shared by server and web.
 */

/** The roles a member can be invited with or given (the Team page's role picker). */
export const memberRoles = ['admin', 'manager', 'accountant', 'maintenance', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

/**
 * Every role a membership row can hold: the member roles, and `owner_client` — a landlord the
 * firm manages for, invited to the owner portal; their properties are those they own a share of.
 */
export const orgRoles = [...memberRoles, 'owner_client'] as const;
export type OrgRole = (typeof orgRoles)[number];

/** Sent by the web to choose the active organisation; the server checks it against memberships. */
export const ORG_HEADER = 'x-org-id';
