import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface PaymentProviderInfo {
  name: string | null;
  testMode: boolean;
}

export function getPaymentProvider(): Promise<PaymentProviderInfo> {
  return apiFetch<PaymentProviderInfo>('/api/payments/provider');
}

export function getPaymentProviderQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'provider'],
    queryFn: getPaymentProvider,
    staleTime: Infinity,
  });
}

export function usePaymentProvider() {
  return useQuery(getPaymentProviderQueryOptions());
}
