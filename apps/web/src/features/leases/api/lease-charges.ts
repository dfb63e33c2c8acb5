import type {
  AddChargeBody,
  AddCreditBody,
  LedgerDetails,
  RecurringCharge,
  ReturnPaymentBody,
  VoidChargeBody,
} from '@rentwise/core/leases/charges-schemas';
import type { Ledger } from '@rentwise/core/leases/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Other charges, credits, charge voids and returned payments (issue 18 items 5-6). Each changes
 * the lease's ledger and every figure built on it (payments due, dashboard, lists' balances).
 */

const id = encodeURIComponent;

export function useLedgerDetails(leaseId: string | null) {
  return useQuery({
    queryKey: ['leases', 'ledger-details', leaseId ?? ''],
    queryFn: () => apiFetch<LedgerDetails>(`/api/leases/${id(leaseId ?? '')}/ledger-details`),
    enabled: Boolean(leaseId),
  });
}

function useLedgerMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const key of ['leases', 'payments', 'dashboard', 'calendar']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}

export function useAddCharge() {
  return useLedgerMutation(({ leaseId, body }: { leaseId: string; body: AddChargeBody }) =>
    apiFetch<Ledger>(`/api/leases/${id(leaseId)}/charges`, { method: 'POST', body }),
  );
}

export function useAddCredit() {
  return useLedgerMutation(({ leaseId, body }: { leaseId: string; body: AddCreditBody }) =>
    apiFetch<Ledger>(`/api/leases/${id(leaseId)}/credits`, { method: 'POST', body }),
  );
}

export function useStopRecurringCharge() {
  return useLedgerMutation(({ leaseId, chargeId }: { leaseId: string; chargeId: string }) =>
    apiFetch<RecurringCharge>(`/api/leases/${id(leaseId)}/recurring-charges/${id(chargeId)}/stop`, {
      method: 'POST',
      body: {},
    }),
  );
}

export function useVoidCharge() {
  return useLedgerMutation(({ chargeId, body }: { chargeId: string; body: VoidChargeBody }) =>
    apiFetch<Ledger>(`/api/charges/${id(chargeId)}/void`, { method: 'POST', body }),
  );
}

export function useReturnPayment() {
  return useLedgerMutation(({ paymentId, body }: { paymentId: string; body: ReturnPaymentBody }) =>
    apiFetch<Ledger>(`/api/payments/${id(paymentId)}/return`, { method: 'POST', body }),
  );
}
