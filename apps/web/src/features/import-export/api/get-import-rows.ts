import type { ImportRow } from '@rentwise/core/imports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type RowFilter = 'error' | 'warning' | 'ready';

/** The first 200 rows of one status (enough to fix a file; the counts say how many there are). */
export function getImportRows(id: string, status: RowFilter) {
  return apiFetch<{ items: ImportRow[]; nextCursor: string | null }>(`/api/imports/${id}/rows`, {
    query: { status, limit: 200 },
  });
}

export function getImportRowsQueryOptions(id: string, status: RowFilter) {
  return queryOptions({
    queryKey: ['imports', id, 'rows', status],
    queryFn: () => getImportRows(id, status),
  });
}

export function useImportRows(id: string, status: RowFilter) {
  return useQuery(getImportRowsQueryOptions(id, status));
}
