import type { Import } from '@rentwise/core/imports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getImport(id: string): Promise<Import> {
  return apiFetch<Import>(`/api/imports/${id}`);
}

export function getImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['imports', id],
    queryFn: () => getImport(id),
    // While the commit runs in the background, its progress is read twice a second.
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? 500 : false,
  });
}

export function useImport(id: string | null) {
  return useQuery({ ...getImportQueryOptions(id ?? ''), enabled: id !== null });
}
