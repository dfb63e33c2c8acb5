import type { Expense } from '@rentwise/core/expenses/schemas';
import { Receipt } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataList, type ListQuery } from '@/components/data-list';
import { Badge } from '@/components/ui/badge';
import { documentFile, FileButtons } from '@/features/documents';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';

/**
 * Expenses as a list (table on a wide screen, cards on a phone): date, property, category,
 * description (its repair, its void reason), amount and the receipt's view / download buttons.
 */
export function ExpensesList({
  query,
  onEdit,
  onVoid,
  bare,
}: {
  query: ListQuery<Expense> & { hasNextPage?: boolean };
  onEdit?(expense: Expense): void;
  onVoid?(expense: Expense): void;
  bare?: boolean;
}) {
  const { t, i18n } = useTranslation('expenses');
  const { money } = useMoney();
  return (
    <DataList
      csvName="expenses"
      paged
      bare={bare}
      query={query}
      rowKey={(expense) => expense.id}
      rowName={(expense) => expense.description}
      loadingText={t('page.loading')}
      errorText={(message) => t('page.loadFailed', { message })}
      emptyIcon={Receipt}
      emptyText={t('page.empty')}
      emptyHint={t('page.emptyHint')}
      columns={[
        {
          label: t('page.columns.description'),
          card: 'title',
          cell: (expense) => (
            <>
              <div className={expense.voidedAt ? 'font-medium line-through' : 'font-medium'}>
                {expense.description}
              </div>
              {expense.maintenanceRequestTitle && (
                <div className="text-sm font-normal text-muted-foreground">
                  {t('page.repair', { title: expense.maintenanceRequestTitle })}
                </div>
              )}
              {expense.voidedAt && (
                <div className="text-sm font-normal text-muted-foreground">
                  {t('page.voidedReason', { reason: expense.voidReason ?? '' })}
                </div>
              )}
            </>
          ),
        },
        {
          label: t('page.columns.date'),
          cell: (expense) => formatDate(expense.date, i18n.language),
        },
        {
          label: t('page.columns.property'),
          cell: (expense) => (
            <>
              <div>{expense.propertyName}</div>
              {expense.unitLabel && <div className="text-muted-foreground">{expense.unitLabel}</div>}
            </>
          ),
        },
        {
          label: t('page.columns.category'),
          card: 'status',
          cell: (expense) =>
            expense.voidedAt ? (
              <Badge variant="outline">{t('page.voided')}</Badge>
            ) : (
              <Badge variant="secondary">{t(`categories.${expense.category}`)}</Badge>
            ),
        },
        {
          label: t('page.columns.amount'),
          end: true,
          cell: (expense) => money(expense.amount, { decimals: true }),
        },
        {
          label: t('page.columns.receipt'),
          cell: (expense) =>
            expense.documentId ? (
              <FileButtons
                name={expense.documentName ?? t('page.viewReceipt')}
                fileFor={(mode) =>
                  documentFile(
                    { id: expense.documentId ?? '', name: expense.documentName ?? 'receipt' },
                    mode,
                  )
                }
              />
            ) : (
              <span className="text-muted-foreground">{t('page.noReceipt')}</span>
            ),
        },
      ]}
      actionsLabel={t('page.columns.actions')}
      actions={
        onEdit && onVoid
          ? (expense) =>
              expense.voidedAt
                ? []
                : [
                    { label: t('page.edit'), onSelect: () => onEdit(expense) },
                    { label: t('page.void'), destructive: true, onSelect: () => onVoid(expense) },
                  ]
          : undefined
      }
    />
  );
}
