import type { OrgExport } from '@rentwise/core/imports/schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { openFile } from '@/lib/open-file';

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
  await openFile({ path: value.downloadUrl, mode: 'download', fallbackName: 'rentwise-export.zip' });
}
