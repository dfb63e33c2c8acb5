import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchFile } from '@/lib/api-client';
import { toDataUrl } from '@/lib/data-url';

/**
 * A photo's bytes as a data: URL for an <img>. The download needs the bearer token (a plain src
 * could not carry it), and the CSP allows data: images but not blob: ones.
 */
export async function getMaintenancePhoto(documentId: string): Promise<string> {
  const { blob } = await apiFetchFile(`/api/documents/${encodeURIComponent(documentId)}/download`, {
    query: { inline: '1' },
  });
  return toDataUrl(blob);
}

export function getMaintenancePhotoQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: ['maintenance-photo', documentId],
    queryFn: () => getMaintenancePhoto(documentId),
    // A stored photo never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMaintenancePhoto(documentId: string) {
  return useQuery(getMaintenancePhotoQueryOptions(documentId));
}
