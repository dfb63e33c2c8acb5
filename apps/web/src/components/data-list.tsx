import type { LucideIcon } from 'lucide-react';
import { Download, MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { downloadCsv, nodeText } from '@/lib/csv-download';
import { useMediaQuery } from '@/lib/use-media-query';

/** From this width up a list is a table; below it, one card per row (issue 24: no sideways scroll). */
export const TABLE_MEDIA = '(min-width: 768px)';

/** The list query a list shows: TanStack Query's result, reduced to what the list reads. */
export interface ListQuery<T> {
  isError: boolean;
  isPending: boolean;
  error: Error | null;
  data?: { items: T[] };
  /** A paged list's (TanStack infinite query): with `paged`, Load more follows the next cursor. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

/**
 * A TanStack infinite query of API pages (`{ items, nextCursor }` each) as the list query a
 * DataList shows: every page loaded so far as one list, Load more following the next cursor.
 */
export function pagesListQuery<T>(query: {
  isError: boolean;
  isPending: boolean;
  error: Error | null;
  data?: { pages: { items: T[] }[] };
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}): ListQuery<T> {
  return {
    isError: query.isError,
    isPending: query.isPending,
    error: query.error,
    data: query.data ? { items: query.data.pages.flatMap((page) => page.items) } : undefined,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}

/** One column: its heading, its cell, and where that cell goes in a row's card on a phone. */
export interface DataColumn<T> {
  /** Heading in the table; the field's label in a card. Also the React key: unique per list. */
  label: string;
  cell(row: T): ReactNode;
  /** Right-aligned (figures). */
  end?: boolean;
  /**
   * In a card: `title` is the card's heading (the row's name), `status` sits beside it, `field`
   * (the default) is a labelled line, `footer` goes under the lines without its label (a row's own
   * buttons), `hidden` is left out (a figure already in the title).
   */
  card?: 'title' | 'status' | 'field' | 'footer' | 'hidden';
  /** Extra classes of the table cell. */
  className?: string;
  /**
   * The cell's value in the list's CSV export (decision 031); default: the text the cell shows.
   * Give it when the cell is a component that draws its text from props (a badge, an amount).
   */
  csv?(row: T): string | number | null;
}

/** One thing a row can do: a button in the table's last column, an item of the card's menu. */
export interface RowAction {
  label: string;
  icon?: LucideIcon;
  onSelect(): void;
  /** In the table, an icon button whose name is `ariaLabel ?? label` (the label is its tooltip). */
  iconOnly?: boolean;
  /** The accessible name when it differs from the label (an icon button naming its row). */
  ariaLabel?: string;
  disabled?: boolean;
  destructive?: boolean;
}

/**
 * A list page's rows, one way for every list (issue 24 item 1): a table from `TABLE_MEDIA` up,
 * and below it one card per row — its title and status, its other columns as labelled lines and
 * an actions menu holding the same actions as the table row — so no list scrolls sideways on a
 * phone. The three other states are shared too: loading, failed (an alert with the server's
 * message) and empty (an icon and a line). Only one of table or cards is rendered, so a row's
 * text is on the page once.
 */
export function DataList<T>({
  query,
  rowKey,
  rowName,
  columns,
  actions,
  actionsLabel,
  loadingText,
  errorText,
  emptyIcon: EmptyIcon,
  emptyText,
  emptyHint,
  paged,
  bare,
  className,
  csvName,
}: {
  query: ListQuery<T>;
  rowKey(row: T): string;
  /** The row's name, for its card's menu button ("Actions for Anna Lee"). */
  rowName(row: T): string;
  columns: DataColumn<T>[];
  /** The row's actions; with none, there is no actions column or menu. */
  actions?: (row: T) => RowAction[];
  /** The actions column's heading. */
  actionsLabel?: string;
  loadingText: string;
  errorText(message: string): string;
  emptyIcon: LucideIcon;
  emptyText: string;
  emptyHint?: string;
  /**
   * The list is read a page at a time through the API's cursors (issue 18 item 10): a Load more
   * button under the list asks for the next page while there is one.
   */
  paged?: boolean;
  /** Without the surrounding card (the list is already inside one). */
  bare?: boolean;
  className?: string;
  /**
   * With a name, an Export CSV button above the rows saves what the list shows — its rows as
   * filtered and loaded, its columns — as `<name>-<date>.csv` (decision 031).
   */
  csvName?: string;
}) {
  const { t } = useTranslation('common');
  const wide = useMediaQuery(TABLE_MEDIA, true);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = query.data?.items ?? [];

  const body = query.isError ? (
    <p role="alert" className="p-6 text-destructive">
      {errorText(query.error?.message ?? '')}
    </p>
  ) : query.isPending ? (
    <p className="p-6 text-muted-foreground">{loadingText}</p>
  ) : items.length === 0 ? (
    <div className="flex flex-col items-center gap-3 p-10 text-center">
      <EmptyIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">{emptyText}</p>
      {emptyHint && <p className="text-sm text-muted-foreground">{emptyHint}</p>}
    </div>
  ) : wide ? (
    // Without row actions no cell takes focus, so the table itself does: a keyboard can then scroll
    // a table wider than its card (axe: scrollable-region-focusable).
    <section
      className="overflow-x-auto"
      tabIndex={actions ? undefined : 0}
      aria-label={t('dataList.scrollRegion')}
    >
      <table className="w-full text-sm">
        <thead className="border-b bg-muted/40 text-left text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={cn('px-4 py-3 font-medium', column.end && 'text-right')}>
                {column.label}
              </th>
            ))}
            {actions && <th className="px-4 py-3 text-right font-medium">{actionsLabel}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-0">
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={cn('px-4 py-3', column.end && 'text-right tabular-nums', column.className)}
                >
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    {actions(row).map((action) => (
                      <Button
                        key={action.label}
                        variant="ghost"
                        size={action.iconOnly ? 'icon' : 'sm'}
                        className={cn(action.destructive && 'text-destructive')}
                        disabled={action.disabled}
                        aria-label={action.iconOnly ? (action.ariaLabel ?? action.label) : action.ariaLabel}
                        title={action.iconOnly ? action.label : undefined}
                        onClick={action.onSelect}
                      >
                        {action.icon && <action.icon aria-hidden="true" />}
                        {!action.iconOnly && action.label}
                      </Button>
                    ))}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ) : (
    <ul className="divide-y" data-slot="data-list-cards">
      {items.map((row) => (
        <RowCard
          key={rowKey(row)}
          row={row}
          columns={columns}
          actions={actions?.(row) ?? []}
          menuLabel={t('actions.rowActions', { name: rowName(row) })}
        />
      ))}
    </ul>
  );

  // A row's own buttons (`footer` columns) are not data: the CSV leaves them out.
  const csvColumns = columns.filter((column) => column.card !== 'footer');
  const exportCsv = csvName && items.length > 0 && (
    <div className="flex justify-end border-b px-4 py-2">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() =>
          downloadCsv(`${csvName}-${new Date().toISOString().slice(0, 10)}.csv`, [
            csvColumns.map((column) => column.label),
            ...items.map((row) =>
              csvColumns.map((column) => (column.csv ? column.csv(row) : nodeText(column.cell(row)).trim())),
            ),
          ])
        }
      >
        <Download aria-hidden="true" />
        {t('dataList.exportCsv')}
      </Button>
    </div>
  );

  const more = paged && fetchNextPage && hasNextPage && (
    <div className="flex justify-center border-t p-3">
      <LoadMoreButton
        query={{ hasNextPage, isFetchingNextPage: isFetchingNextPage ?? false, fetchNextPage }}
        size="sm"
        label={t('actions.loadMore')}
        workingLabel={t('actions.loadingMore')}
      />
    </div>
  );

  if (bare)
    return (
      <div className={className}>
        {exportCsv}
        {body}
        {more}
      </div>
    );
  return (
    <Card className={cn('py-0', className)}>
      <CardContent className="px-0">
        {exportCsv}
        {body}
        {more}
      </CardContent>
    </Card>
  );
}

/** A row on a phone: title and status on top, the other columns as label/value lines, a menu. */
function RowCard<T>({
  row,
  columns,
  actions,
  menuLabel,
}: {
  row: T;
  columns: DataColumn<T>[];
  actions: RowAction[];
  menuLabel: string;
}) {
  const title = columns.filter((column) => column.card === 'title');
  const status = columns.filter((column) => column.card === 'status');
  const fields = columns.filter((column) => (column.card ?? 'field') === 'field');
  const footer = columns.filter((column) => column.card === 'footer');
  return (
    <li className="grid min-w-0 gap-3 p-4 text-sm" data-slot="data-list-card">
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1 break-words">
          {title.map((column) => (
            <div key={column.label} className="font-medium">
              {column.cell(row)}
            </div>
          ))}
          {status.map((column) => (
            <div key={column.label}>{column.cell(row)}</div>
          ))}
        </div>
        {actions.length > 0 && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label={menuLabel} title={menuLabel}>
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {actions.map((action) => (
                <DropdownMenuItem
                  key={action.label}
                  disabled={action.disabled}
                  className={cn(action.destructive && 'text-destructive')}
                  onSelect={action.onSelect}
                >
                  {action.icon && <action.icon aria-hidden="true" className="size-4" />}
                  {action.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {fields.length > 0 && (
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5">
          {fields.map((column) => (
            <div key={column.label} className="contents">
              <dt className="text-muted-foreground">{column.label}</dt>
              <dd className={cn('min-w-0 break-words', column.end && 'tabular-nums')}>{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
      )}
      {footer.map((column) => (
        <div key={column.label}>{column.cell(row)}</div>
      ))}
    </li>
  );
}
