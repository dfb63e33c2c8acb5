import type { DocumentDto, DocumentKind } from '@rentwise/core/documents/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface DocumentPage {
  items: DocumentDto[];
  nextCursor: string | null;
}

export interface DocumentFilters {
  kind?: DocumentKind;
  leaseId?: string;
  tenantId?: string;
  propertyId?: string;
}

const PAGE_SIZE = 50;

export function getDocuments(filters: DocumentFilters, cursor?: string): Promise<DocumentPage> {
  return apiFetch<DocumentPage>('/api/documents', { query: { limit: PAGE_SIZE, cursor, ...filters } });
}

/** Owns the `documents` query key; uploads and deletes invalidate by its prefix. */
export function getDocumentsQueryOptions(filters: DocumentFilters = {}) {
  return infiniteQueryOptions({
    queryKey: ['documents', 'list', filters],
    queryFn: ({ pageParam }) => getDocuments(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The caller's documents (owner: their own, filtered; tenant: what is shared with them), paged. */
export function useDocuments(filters: DocumentFilters = {}, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getDocumentsQueryOptions(filters), enabled: options.enabled ?? true });
}
