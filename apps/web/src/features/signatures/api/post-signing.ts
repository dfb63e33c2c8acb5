import type { SigningAction, SigningResult } from '@rentwise/core/signatures/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/signing/:token — sign or decline with the emailed link. */
export function postSigning(token: string, body: SigningAction): Promise<SigningResult> {
  return apiFetch<SigningResult>(`/api/signing/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function usePostSigning(token: string) {
  return useMutation({ mutationFn: (body: SigningAction) => postSigning(token, body) });
}
