import { useMutation } from '@tanstack/react-query';
import { apiFetchFile } from '@/lib/api-client';

/**
 * GET /api/payments/:id/receipt.pdf, then saves it: the request carries the bearer token (a plain
 * link would not), and the blob is handed to the browser as a download.
 */
export async function downloadReceiptPdf(input: { paymentId: string; lang: 'en' | 'fr' }): Promise<string> {
  const { blob, filename } = await apiFetchFile(`/api/payments/${input.paymentId}/receipt.pdf`, {
    query: { lang: input.lang },
  });
  const name = filename ?? `receipt-${input.paymentId}.pdf`;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

export function useDownloadReceiptPdf() {
  return useMutation({ mutationFn: downloadReceiptPdf });
}
