import type { AuditEntityType } from '@rentwise/core/audit/schemas';

/** The page where a kind of record is shown (there is no page for some, e.g. a reminder's). */
const PAGES: Partial<Record<AuditEntityType, string>> = {
  property: '/owner-dashboard/properties',
  unit: '/owner-dashboard/properties',
  tenant: '/owner-dashboard/tenants',
  lease: '/owner-dashboard/leases',
  payment: '/owner-dashboard/leases',
  maintenance_request: '/owner-dashboard/maintenance',
  maintenance_photo: '/owner-dashboard/maintenance',
  vendor: '/owner-dashboard/maintenance',
  document: '/owner-dashboard/documents',
  conversation: '/owner-dashboard/messages',
  rent_reminder_settings: '/owner-dashboard/settings',
};

/** Where a record of this kind can be seen, or null when it has no page (or is gone). */
export function entityPage(entityType: AuditEntityType, action: string): string | null {
  if (action === 'delete') return null;
  return PAGES[entityType] ?? null;
}
