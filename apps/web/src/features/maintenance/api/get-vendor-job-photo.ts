import { queryOptions } from '@tanstack/react-query';
import { apiFetchFile } from '@/lib/api-client';
import { toDataUrl } from '@/lib/data-url';

/**
 * A photo of the vendor's job as a data: URL for an <img>: GET /api/vendor-jobs/:token/photos/:id.
 * The link's token is the credential (never a bearer token).
 */
export async function getVendorJobPhoto(token: string, documentId: string): Promise<string> {
  const { blob } = await apiFetchFile(
    `/api/vendor-jobs/${encodeURIComponent(token)}/photos/${encodeURIComponent(documentId)}`,
    { auth: false },
  );
  return toDataUrl(blob);
}

export function getVendorJobPhotoQueryOptions(token: string, documentId: string) {
  return queryOptions({
    queryKey: ['vendor-job-photo', token, documentId],
    queryFn: () => getVendorJobPhoto(token, documentId),
    // A stored photo never changes.
    staleTime: Number.POSITIVE_INFINITY,
    // 404 and 410 are answers (another job's photo, a closed job), not hiccups.
    retry: false,
  });
}
