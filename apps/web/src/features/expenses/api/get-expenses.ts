import type { Expense, ExpenseCategory, ExpensePage } from '@rentwise/core/expenses/schemas';
import { apiFetch } from '@/lib/api-client';
import { pagedListOptions, usePagedList } from '@/lib/paged-list';

export interface ExpenseFilters {
  propertyId?: string;
  category?: ExpenseCategory;
  maintenanceRequestId?: string;
  from?: string;
  to?: string;
  includeVoided?: boolean;
}

/** GET /api/expenses: newest first, a page at a time; every page carries the filters' total. */
export function getExpenses(filters: ExpenseFilters, cursor?: string): Promise<ExpensePage> {
  return apiFetch<ExpensePage>('/api/expenses', {
    query: {
      limit: 50,
      cursor,
      propertyId: filters.propertyId || undefined,
      category: filters.category || undefined,
      maintenanceRequestId: filters.maintenanceRequestId || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      includeVoided: filters.includeVoided ? 'true' : undefined,
    },
  });
}

export function getExpensesQueryOptions(filters: ExpenseFilters) {
  return pagedListOptions<Expense>(['expenses', 'list', filters], (cursor) => getExpenses(filters, cursor));
}

export function useExpenses(filters: ExpenseFilters, options: { enabled?: boolean } = {}) {
  return usePagedList(getExpensesQueryOptions(filters), options);
}

/** The filters' total (every page answers the same). */
export function totalOf(query: { data?: { pages: unknown[] } }): number | undefined {
  const first = query.data?.pages[0] as ExpensePage | undefined;
  return first?.total;
}
