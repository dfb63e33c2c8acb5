import type { OrgExport } from '@rentwise/core/imports/schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchFile } from '@/lib/api-client';

/** Starts a whole-organisation export (GET /api/exports/org): it is prepared in the background. */
export function startOrgExport(): Promise<OrgExport> {
  return apiFetch<OrgExport>('/api/exports/org');
}

export function useStartOrgExport() {
  return useMutation({ mutationFn: startOrgExport });
}

export function getOrgExportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['org-exports', id],
    queryFn: () => apiFetch<OrgExport>(`/api/exports/${id}`),
    // While the job runs, its status is read every second.
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? 1000 : false,
  });
}

export function useOrgExport(id: string | null) {
  return useQuery({ ...getOrgExportQueryOptions(id ?? ''), enabled: id !== null });
}

/** Saves the export's ZIP (with the bearer token a plain link could not carry). */
export async function downloadOrgExport(value: OrgExport): Promise<void> {
  if (!value.downloadUrl) return;
  const { blob, filename } = await apiFetchFile(value.downloadUrl);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'rentwise-export.zip';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
