import type { VendorJob } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getVendorJobQueryOptions } from './get-vendor-job';

/** POST /api/vendor-jobs/:token/photos as multipart/form-data (one `file`), with no account. */
export function addVendorJobPhoto(token: string, file: File): Promise<VendorJob> {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiFetch<VendorJob>(`/api/vendor-jobs/${encodeURIComponent(token)}/photos`, {
    method: 'POST',
    body: form,
    auth: false,
  });
}

export function useAddVendorJobPhoto(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addVendorJobPhoto(token, file),
    // The answer is the whole job (photos and the "Photo added" update included).
    onSuccess: (job) => queryClient.setQueryData(getVendorJobQueryOptions(token).queryKey, job),
  });
}
