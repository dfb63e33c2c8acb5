import type { Expense, ExpenseBody, UpdateExpenseBody } from '@rentwise/core/expenses/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/expenses. */
export function createExpense(body: ExpenseBody): Promise<Expense> {
  return apiFetch<Expense>('/api/expenses', { method: 'POST', body });
}

/** PATCH /api/expenses/:id. */
export function updateExpense({ id, ...body }: UpdateExpenseBody & { id: string }): Promise<Expense> {
  return apiFetch<Expense>(`/api/expenses/${id}`, { method: 'PATCH', body });
}

/** POST /api/expenses/:id/void. */
export function voidExpense({ id, reason }: { id: string; reason: string }): Promise<Expense> {
  return apiFetch<Expense>(`/api/expenses/${id}/void`, { method: 'POST', body: { reason } });
}

function useExpenseMutation<TInput>(mutationFn: (input: TInput) => Promise<Expense>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['expenses'] }),
  });
}

export const useCreateExpense = () => useExpenseMutation(createExpense);
export const useUpdateExpense = () => useExpenseMutation(updateExpense);
export const useVoidExpense = () => useExpenseMutation(voidExpense);
