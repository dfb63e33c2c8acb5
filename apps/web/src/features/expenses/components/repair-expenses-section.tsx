import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useCan } from '@/features/team';
import { useMoney } from '@/lib/use-money';
import { totalOf, useExpenses } from '../api/get-expenses';
import { ExpenseFormDialog } from './expense-form-dialog';

/**
 * On a maintenance request: the vendor invoices recorded for it (issue 19 item 1), their total,
 * and (with expense.write) Record vendor invoice, which opens the expense form tied to the repair.
 */
export function RepairExpensesSection({
  request,
}: {
  request: { id: string; propertyId: string; unitId: string | null; title: string };
}) {
  const { t } = useTranslation('expenses');
  const canRead = useCan('expense.read');
  const canWrite = useCan('expense.write');
  const { money } = useMoney();
  const [adding, setAdding] = useState(false);
  const expenses = useExpenses({ maintenanceRequestId: request.id }, { enabled: canRead });
  if (!canRead) return null;
  const items = expenses.data?.items ?? [];
  const total = totalOf(expenses);

  return (
    <section aria-labelledby={`repair-expenses-${request.id}`} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`repair-expenses-${request.id}`} className="font-semibold">
          {t('maintenance.title')}
        </h3>
        {canWrite && (
          <Button type="button" variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('maintenance.add')}
          </Button>
        )}
      </div>
      {expenses.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('maintenance.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {items.map((expense) => (
            <li key={expense.id} className="flex justify-between gap-2">
              <span>
                {expense.description}
                {expense.vendorName ? ` · ${expense.vendorName}` : ''}
              </span>
              <span className="tabular-nums">{money(expense.amount, { decimals: true })}</span>
            </li>
          ))}
          {total !== undefined && (
            <li className="flex justify-between gap-2 border-t pt-1 font-medium">
              <span>{t('maintenance.total')}</span>
              <span className="tabular-nums">{money(total, { decimals: true })}</span>
            </li>
          )}
        </ul>
      )}
      <ExpenseFormDialog open={adding} repair={request} onOpenChange={setAdding} />
    </section>
  );
}
