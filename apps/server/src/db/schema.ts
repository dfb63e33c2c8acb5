/**
 * The Drizzle schema: the single description of every table. `npm run db:generate` turns changes
 * here into a new SQL migration under `drizzle/`, which is checked in and applied at start-up.
 * Feature issues add their tables in their own files and re-export them here.
 */

export * from './schema/auth';
export * from './schema/autopay';
export * from './schema/contact-messages';
export * from './schema/document-blobs';
export * from './schema/documents';
export * from './schema/imports';
export * from './schema/lease-lifecycle';
export * from './schema/leases';
export * from './schema/ledger-corrections';
export * from './schema/maintenance';
export * from './schema/messages';
export * from './schema/notifications';
export * from './schema/org-exports';
export * from './schema/organisation-logos';
export * from './schema/organisations';
export * from './schema/outbound-emails';
export * from './schema/owner-clients';
export * from './schema/owner-money';
export * from './schema/profiles';
export * from './schema/properties';
export * from './schema/reminder-settings';
export * from './schema/reminders';
export * from './schema/renewals';
export * from './schema/signatures';
export * from './schema/stripe';
export * from './schema/team';
export * from './schema/tenant-invitations';
export * from './schema/tenants';
