/**
 * The roles of an organisation's members (docs: shared ARCHITECTURE "Organisations"). Kept free of
 * zod, like auth/roles.ts, so the web's guards can use it without loading the schema library.
 * What each role may do is the server's permission table (apps/server/src/auth/permissions.ts).
 */
export const orgRoles = ['admin', 'manager', 'accountant', 'maintenance', 'viewer'] as const;
export type OrgRole = (typeof orgRoles)[number];

/** Sent by the web to choose the active organisation; the server checks it against memberships. */
export const ORG_HEADER = 'x-org-id';
