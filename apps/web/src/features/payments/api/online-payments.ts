import type {
  FeePayer,
  PaymentIntent,
  StripeConnection,
  StripeConnectionStatus,
} from '@rentwise/core/payments/online';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Settings → Payments: the organisation's connected Stripe account (issue 25). */
export function stripeConnectionQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'stripe-connection'],
    queryFn: () => apiFetch<StripeConnection>('/api/org/payments'),
  });
}

export function useStripeConnection() {
  return useQuery(stripeConnectionQueryOptions());
}

/** Stripe's hosted onboarding for the organisation's account (created the first time). */
export function useStartOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ url: string; status: StripeConnectionStatus }>('/api/org/payments/onboarding', {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'stripe-connection'] }),
  });
}

export function useUpdateFeePayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feePayer: FeePayer) =>
      apiFetch<StripeConnection>('/api/org/payments', { method: 'PUT', body: { feePayer } }),
    onSuccess: (connection) => queryClient.setQueryData(['payments', 'stripe-connection'], connection),
  });
}

/** POST /api/payments/intents: the PaymentIntent the Payment Element confirms (one key per attempt). */
export function createPaymentIntent(input: {
  leaseId: string;
  amount: number;
  idempotencyKey: string;
}): Promise<PaymentIntent> {
  return apiFetch<PaymentIntent>('/api/payments/intents', {
    method: 'POST',
    body: { leaseId: input.leaseId, amount: input.amount },
    headers: { 'idempotency-key': input.idempotencyKey },
  });
}
