import type { Expense, ExpenseCategory } from '@rentwise/core/expenses/schemas';
import { expenseCategories } from '@rentwise/core/expenses/schemas';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
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
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
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
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor="expense-filter-property">{t('page.filters.property')}</Label>
          <NativeSelect
            id="expense-filter-property"
            value={filters.propertyId ?? ''}
            onChange={(event) => set({ propertyId: event.target.value || undefined })}
          >
            <PropertyOptions emptyLabel={t('page.filters.all')} />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="expense-filter-category">{t('page.filters.category')}</Label>
          <NativeSelect
            id="expense-filter-category"
            value={filters.category ?? ''}
            onChange={(event) => set({ category: (event.target.value || undefined) as ExpenseCategory })}
          >
            <option value="">{t('page.filters.all')}</option>
            {expenseCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="expense-filter-from">{t('page.filters.from')}</Label>
          <Input
            id="expense-filter-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="expense-filter-to">{t('page.filters.to')}</Label>
          <Input
            id="expense-filter-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </div>
      </div>
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
    </div>
  );
}
