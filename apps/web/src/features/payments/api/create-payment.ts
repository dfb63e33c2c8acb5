import type { Payment } from '@rentwise/core/leases/schemas';
import type { CreatePaymentBody } from '@rentwise/core/payments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface PaymentResult {
  payment: Payment;
  allocations: { chargeId: string; amount: number }[];
  balance: number;
}

/**
 * POST /api/payments. The caller passes one Idempotency-Key per attempt (made when the dialog
 * opens), so a double click or a retry of the same attempt never pays twice.
 */
export function createPayment(input: {
  body: CreatePaymentBody;
  idempotencyKey: string;
}): Promise<PaymentResult> {
  return apiFetch<PaymentResult>('/api/payments', {
    method: 'POST',
    body: input.body,
    headers: { 'idempotency-key': input.idempotencyKey },
  });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => {
      for (const key of ['payments', 'leases', 'dashboard']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
