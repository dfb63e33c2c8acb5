import type { AuditEntityType, AuditEventPage } from '@rentwise/core/audit/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The Activity page's filters; `from`/`to` are instants (the picked days' bounds, local time). */
export interface AuditEventFilter {
  memberId?: string;
  entityType?: AuditEntityType;
  from?: string;
  to?: string;
}

const PAGE_SIZE = 25;

export function getAuditEvents(filter: AuditEventFilter, cursor?: string): Promise<AuditEventPage> {
  return apiFetch<AuditEventPage>('/api/audit-events', {
    query: { limit: PAGE_SIZE, cursor, ...filter },
  });
}

/** Newest first; Load more follows `nextCursor`. */
export function getAuditEventsQueryOptions(filter: AuditEventFilter = {}) {
  return infiniteQueryOptions({
    queryKey: [
      'audit-events',
      filter.memberId ?? '',
      filter.entityType ?? '',
      filter.from ?? '',
      filter.to ?? '',
    ],
    queryFn: ({ pageParam }) => getAuditEvents(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAuditEvents(filter: AuditEventFilter = {}) {
  return useInfiniteQuery(getAuditEventsQueryOptions(filter));
}
