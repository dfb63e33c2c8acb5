import type { Receipt } from '@rentwise/core/payments/receipt';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type ReceiptLanguage = 'en' | 'fr';

/** GET /api/payments/:id/receipt — for the lease's owner and its tenant. */
export function getReceipt(paymentId: string, lang: ReceiptLanguage): Promise<Receipt> {
  return apiFetch<Receipt>(`/api/payments/${paymentId}/receipt`, { query: { lang } });
}

export function getReceiptQueryOptions(paymentId: string, lang: ReceiptLanguage) {
  return queryOptions({
    queryKey: ['payments', 'receipt', paymentId, lang],
    queryFn: () => getReceipt(paymentId, lang),
  });
}

export function useReceipt(paymentId: string | null, lang: ReceiptLanguage) {
  return useQuery({ ...getReceiptQueryOptions(paymentId ?? '', lang), enabled: Boolean(paymentId) });
}
