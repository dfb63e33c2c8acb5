import type { Vendor } from '@rentwise/core/maintenance/schemas';
import { apiFetch } from '@/lib/api-client';
import { type Page, pagedListOptions, usePagedList } from '@/lib/paged-list';

export type VendorPage = Page<Vendor>;

export function getVendors(cursor?: string): Promise<VendorPage> {
  return apiFetch<VendorPage>('/api/vendors', { query: { limit: 200, cursor } });
}

export function getVendorsQueryOptions() {
  return pagedListOptions(['vendors', 'list'], getVendors);
}

/** Every vendor (the assignment picker), following the API's cursors to the end. */
export function useVendors(options: { enabled?: boolean } = {}) {
  return usePagedList(getVendorsQueryOptions(), { all: true, enabled: options.enabled });
}
