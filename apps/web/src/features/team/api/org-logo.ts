import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiFetchFile } from '@/lib/api-client';
import { toDataUrl } from '@/lib/data-url';

const logoKey = ['org', 'logo'] as const;

/** GET /api/org/logo as a data: URL for an <img> (the CSP allows no blob: images); none (404) → null. */
export async function getOrgLogo(): Promise<string | null> {
  try {
    return toDataUrl((await apiFetchFile('/api/org/logo')).blob);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useOrgLogo() {
  return useQuery({ queryKey: logoKey, queryFn: getOrgLogo });
}

/** PUT /api/org/logo as multipart/form-data (one `file`): the server checks the type and size again. */
export function uploadOrgLogo(file: File): Promise<{ contentType: string; size: number }> {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiFetch('/api/org/logo', { method: 'PUT', body: form });
}

export function useUploadOrgLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrgLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logoKey }),
  });
}

export function useRemoveOrgLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/org/logo', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(logoKey, null),
  });
}
