import type { VendorJob, VendorJobUpdateBody } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getVendorJobQueryOptions } from './get-vendor-job';

export function postVendorJobUpdate(token: string, body: VendorJobUpdateBody): Promise<VendorJob> {
  return apiFetch<VendorJob>(`/api/vendor-jobs/${encodeURIComponent(token)}/updates`, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function usePostVendorJobUpdate(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorJobUpdateBody) => postVendorJobUpdate(token, body),
    onSuccess: (job) => queryClient.setQueryData(getVendorJobQueryOptions(token).queryKey, job),
  });
}
