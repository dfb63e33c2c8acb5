import type { LeaseTemplate, LeaseTemplateBody } from '@rentwise/core/renewals/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/org/lease-template: the clauses printed on lease agreements and addenda. */
export function getLeaseTemplate(): Promise<LeaseTemplate> {
  return apiFetch<LeaseTemplate>('/api/org/lease-template');
}

export function getLeaseTemplateQueryOptions() {
  return queryOptions({ queryKey: ['renewals', 'template'], queryFn: getLeaseTemplate });
}

export function useLeaseTemplate(enabled = true) {
  return useQuery({ ...getLeaseTemplateQueryOptions(), enabled });
}

/** PUT /api/org/lease-template (admins). */
export function useSaveLeaseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaseTemplateBody) =>
      apiFetch<LeaseTemplate>('/api/org/lease-template', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(getLeaseTemplateQueryOptions().queryKey, saved),
  });
}
