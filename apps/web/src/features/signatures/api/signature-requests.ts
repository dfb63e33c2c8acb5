import type {
  CreateSignatureRequestBody,
  SignatureRequest,
  SignatureRequestDetail,
} from '@rentwise/core/signatures/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/signature-requests?leaseId= — a lease's signature requests. */
export function getSignatureRequests(leaseId: string): Promise<{ items: SignatureRequest[] }> {
  return apiFetch<{ items: SignatureRequest[] }>('/api/signature-requests', { query: { leaseId } });
}

export function getSignatureRequestsQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: ['signature-requests', { leaseId }],
    queryFn: () => getSignatureRequests(leaseId),
  });
}

export function useSignatureRequests(leaseId: string) {
  return useQuery(getSignatureRequestsQueryOptions(leaseId));
}

/** GET /api/signature-requests/:id — one request with its audit trail. */
export function getSignatureRequest(id: string): Promise<SignatureRequestDetail> {
  return apiFetch<SignatureRequestDetail>(`/api/signature-requests/${id}`);
}

export function useSignatureRequest(id: string | null) {
  return useQuery({
    queryKey: ['signature-requests', 'detail', id],
    queryFn: () => getSignatureRequest(id as string),
    enabled: id !== null,
  });
}

/** POST /api/signature-requests — send a PDF for signature. */
export function createSignatureRequest(body: CreateSignatureRequestBody): Promise<SignatureRequestDetail> {
  return apiFetch<SignatureRequestDetail>('/api/signature-requests', { method: 'POST', body });
}

export function useCreateSignatureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignatureRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['signature-requests'] }),
  });
}
