import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The list query a table shows: TanStack Query's result, reduced to what the table reads. */
interface ListQuery {
  isError: boolean;
  isPending: boolean;
  error: Error | null;
  data?: { items: unknown[] };
  /** A paged list's (TanStack infinite query): with `paged`, Load more follows the next cursor. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

/**
 * A list page's table in a card, with its three other states: loading, failed (an alert with the
 * server's message) and empty (an icon and a line). The table scrolls sideways inside the card on
 * a narrow screen; `tableClassName` sets its minimum width (a literal, for Tailwind to see).
 */
export function DataTableCard({
  query,
  loadingText,
  errorText,
  emptyIcon: EmptyIcon,
  emptyText,
  emptyHint,
  tableClassName,
  columns,
  paged,
  children,
}: {
  query: ListQuery;
  loadingText: string;
  errorText(message: string): string;
  emptyIcon: LucideIcon;
  emptyText: string;
  emptyHint?: string;
  tableClassName: string;
  /** Column headings; `end` aligns a heading (and, by the caller, its cells) to the right. */
  columns: { label: string; end?: boolean }[];
  /**
   * The list is read a page at a time through the API's cursors (issue 18 item 10): a Load more
   * button under the table asks for the next page while there is one.
   */
  paged?: boolean;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return (
    <Card className="py-0">
      <CardContent className="overflow-x-auto px-0">
        {query.isError ? (
          <p role="alert" className="p-6 text-destructive">
            {errorText(query.error?.message ?? '')}
          </p>
        ) : query.isPending ? (
          <p className="p-6 text-muted-foreground">{loadingText}</p>
        ) : (query.data?.items.length ?? 0) === 0 ? (
          <div className="flex flex-col items-center gap-3 p-10 text-center">
            <EmptyIcon aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{emptyText}</p>
            {emptyHint && <p className="text-sm text-muted-foreground">{emptyHint}</p>}
          </div>
        ) : (
          <table className={cn('w-full text-sm', tableClassName)}>
            <thead className="border-b bg-muted/40 text-left text-muted-foreground">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} className={cn('px-4 py-3 font-medium', column.end && 'text-right')}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        )}
        {paged && fetchNextPage && hasNextPage && (
          <div className="flex justify-center border-t p-3">
            <LoadMoreButton
              query={{ hasNextPage, isFetchingNextPage: isFetchingNextPage ?? false, fetchNextPage }}
              size="sm"
              label={t('actions.loadMore')}
              workingLabel={t('actions.loadingMore')}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
