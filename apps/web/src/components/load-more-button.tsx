import { Button } from '@/components/ui/button';

/** The part of a TanStack infinite query the button needs. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a paginated list: shown only while the server has another page, disabled
 * while that page loads (so a double click asks once).
 */
export function LoadMoreButton({
  query,
  label,
  workingLabel,
  size,
  className,
}: {
  query: PagedQuery;
  label: string;
  workingLabel?: string;
  size?: 'sm' | 'default';
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage && workingLabel ? workingLabel : label}
    </Button>
  );
}
