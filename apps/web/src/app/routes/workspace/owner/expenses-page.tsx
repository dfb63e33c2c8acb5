import type { Expense, ExpenseCategory } from '@rentwise/core/expenses/schemas';
import { expenseCategories } from '@rentwise/core/expenses/schemas';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { DateFilter, FilterPage, SelectFilter } from '@/components/filter-page';
import { Button } from '@/components/ui/button';
import { type ExpenseFilters, totalOf, useExpenses } from '@/features/expenses/api/get-expenses';
import { ExpenseFormDialog } from '@/features/expenses/components/expense-form-dialog';
import { ExpenseVoidDialog } from '@/features/expenses/components/expense-void-dialog';
import { ExpensesList } from '@/features/expenses/components/expenses-list';
import { PropertyOptions } from '@/features/properties';
import { useCan } from '@/features/team';
import { useMoney } from '@/lib/use-money';

/**
 * Owner › Expenses (issue 19 item 1): the bills of the properties, filtered by property, category
 * and dates, with their total; record, edit and void (with a reason) for those with expense.write.
 */
export default function ExpensesPage() {
  const { t } = useTranslation('expenses');
  const canWrite = useCan('expense.write');
  const { money } = useMoney();
  const [filters, setFilters] = useState<ExpenseFilters>({});
  const expenses = useExpenses(filters);
  const [editing, setEditing] = useState<Expense | null | 'new'>(null);
  const [voiding, setVoiding] = useState<Expense | null>(null);
  const total = totalOf(expenses);
  const set = (changes: Partial<ExpenseFilters>) => setFilters((current) => ({ ...current, ...changes }));

  return (
    <FilterPage
      title={t('page.title')}
      subtitle={t('page.subtitle')}
      action={
        canWrite && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('page.add')}
          </Button>
        )
      }
      filters={
        <>
          <SelectFilter
            id="expense-filter-property"
            label={t('page.filters.property')}
            value={filters.propertyId ?? ''}
            onChange={(value) => set({ propertyId: value || undefined })}
          >
            <PropertyOptions emptyLabel={t('page.filters.all')} />
          </SelectFilter>
          <SelectFilter
            id="expense-filter-category"
            label={t('page.filters.category')}
            value={filters.category ?? ''}
            onChange={(value) => set({ category: (value || undefined) as ExpenseCategory })}
          >
            <option value="">{t('page.filters.all')}</option>
            {expenseCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </SelectFilter>
          <DateFilter
            id="expense-filter-from"
            label={t('page.filters.from')}
            value={filters.from}
            onChange={(from) => set({ from })}
          />
          <DateFilter
            id="expense-filter-to"
            label={t('page.filters.to')}
            value={filters.to}
            onChange={(to) => set({ to })}
          />
        </>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.includeVoided ?? false}
            onChange={(event) => set({ includeVoided: event.target.checked })}
          />
          {t('page.showVoided')}
        </label>
        {total !== undefined && (
          <p className="font-semibold tabular-nums" aria-live="polite">
            {t('page.total', { amount: money(total, { decimals: true }) })}
          </p>
        )}
      </div>
      <ExpensesList
        query={expenses}
        onEdit={canWrite ? (expense) => setEditing(expense) : undefined}
        onVoid={canWrite ? (expense) => setVoiding(expense) : undefined}
      />
      <ExpenseFormDialog
        open={editing !== null}
        expense={editing === 'new' ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ExpenseVoidDialog expense={voiding} onOpenChange={(open) => !open && setVoiding(null)} />
    </FilterPage>
  );
}
