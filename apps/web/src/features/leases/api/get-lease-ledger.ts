import type { Ledger } from '@rentwise/core/leases/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getLeaseLedger(leaseId: string): Promise<Ledger> {
  return apiFetch<Ledger>(`/api/leases/${leaseId}/ledger`);
}

export function getLeaseLedgerQueryOptions(leaseId: string) {
  return queryOptions({ queryKey: ['leases', 'ledger', leaseId], queryFn: () => getLeaseLedger(leaseId) });
}

export function useLeaseLedger(leaseId: string | null) {
  return useQuery({ ...getLeaseLedgerQueryOptions(leaseId ?? ''), enabled: Boolean(leaseId) });
}
