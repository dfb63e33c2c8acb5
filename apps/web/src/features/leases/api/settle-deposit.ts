import type { DepositSettlement, DepositSettlementBody } from '@rentwise/core/leases/lifecycle-schemas';
import { apiFetch } from '@/lib/api-client';
import { useLeaseLifecycleMutation } from './lease-lifecycle-mutation';

export function settleDeposit(leaseId: string, body: DepositSettlementBody): Promise<DepositSettlement> {
  return apiFetch<DepositSettlement>(`/api/leases/${encodeURIComponent(leaseId)}/deposit-settlement`, {
    method: 'POST',
    body,
  });
}

/** A settlement adds charges and a deposit payment to the ledger, and a document. */
export function useSettleDeposit() {
  return useLeaseLifecycleMutation(settleDeposit);
}
