import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useEffect } from 'react';

/** The answer of every list endpoint (core pageSchema). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A paged list as the screens read it: every page loaded so far, flattened, plus the pages. */
export interface PagedItems<T> {
  items: T[];
  pages: Page<T>[];
  pageParams: unknown[];
}

/**
 * A list read through the API's cursors (issue 18 item 10): `data.items` holds every page loaded
 * so far, and `hasNextPage` / `fetchNextPage` load the next (Load more). No list asks for 200
 * rows and stops there.
 */
export function pagedListOptions<T>(queryKey: QueryKey, fetchPage: (cursor?: string) => Promise<Page<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
    select: (data: InfiniteData<Page<T>, string | undefined>): PagedItems<T> => ({
      items: data.pages.flatMap((page) => page.items),
      pages: data.pages,
      pageParams: data.pageParams,
    }),
  });
}

export type PagedListQuery<T> = UseInfiniteQueryResult<PagedItems<T>, Error>;

/**
 * `useInfiniteQuery` of a paged list. With `all`, it follows the cursors to the end by itself: for
 * pickers (a choice among every tenant must offer every tenant), at the API's page size.
 */
export function usePagedList<T>(
  options: ReturnType<typeof pagedListOptions<T>>,
  extra: { all?: boolean; enabled?: boolean; refetchInterval?: number } = {},
): PagedListQuery<T> {
  const query = useInfiniteQuery({
    ...options,
    enabled: extra.enabled ?? true,
    refetchInterval: extra.refetchInterval,
  }) as PagedListQuery<T>;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  // The pages loaded so far are a dependency: a page can arrive without a render in between that
  // showed it being fetched, and the next one must still be asked for.
  const loaded = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (extra.all && loaded > 0 && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [extra.all, loaded, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return query;
}
