import { useMutation } from '@tanstack/react-query';
import { openFile } from '@/lib/open-file';

/** GET /api/payments/:id/receipt.pdf, saved (with the bearer token a plain link could not carry). */
export function downloadReceiptPdf(input: { paymentId: string; lang: 'en' | 'fr' }): Promise<string> {
  return openFile({
    path: `/api/payments/${input.paymentId}/receipt.pdf`,
    query: { lang: input.lang },
    mode: 'download',
    fallbackName: `receipt-${input.paymentId}.pdf`,
  });
}

export function useDownloadReceiptPdf() {
  return useMutation({ mutationFn: downloadReceiptPdf });
}
