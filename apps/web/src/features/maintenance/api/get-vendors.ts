import type { Vendor } from '@rentwise/core/maintenance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface VendorPage {
  items: Vendor[];
  nextCursor: string | null;
}

export function getVendors(): Promise<VendorPage> {
  return apiFetch<VendorPage>('/api/vendors', { query: { limit: 200 } });
}

export function getVendorsQueryOptions() {
  return queryOptions({ queryKey: ['vendors', 'list'], queryFn: getVendors });
}

export function useVendors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getVendorsQueryOptions(), enabled: options.enabled ?? true });
}
