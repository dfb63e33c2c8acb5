import type { Verification } from '@rentwise/core/signatures/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/signatures/verify (public, multipart): the seal of an uploaded PDF checked. */
export function verifyPdf(file: File): Promise<Verification> {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiFetch<Verification>('/api/signatures/verify', { method: 'POST', body: form, auth: false });
}

export function useVerifyPdf() {
  return useMutation({ mutationFn: verifyPdf });
}
