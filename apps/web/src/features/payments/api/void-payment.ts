import type { Ledger } from '@rentwise/core/leases/schemas';
import type { VoidPaymentBody } from '@rentwise/core/payments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/payments/:id/void: the payment stays in the ledger, marked void; answers the lease's ledger. */
export function voidPayment(input: { paymentId: string; body: VoidPaymentBody }): Promise<Ledger> {
  return apiFetch<Ledger>(`/api/payments/${input.paymentId}/void`, { method: 'POST', body: input.body });
}

export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidPayment,
    onSuccess: () => {
      for (const key of ['payments', 'leases', 'dashboard']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
