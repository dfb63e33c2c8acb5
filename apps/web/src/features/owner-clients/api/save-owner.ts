import type { CreateOwnerBody, OwnerClient, UpdateOwnerBody } from '@rentwise/core/owner-clients/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/owners. */
export function createOwner(body: CreateOwnerBody): Promise<OwnerClient> {
  return apiFetch<OwnerClient>('/api/owners', { method: 'POST', body });
}

/** PATCH /api/owners/:id. */
export function updateOwner({ id, ...body }: UpdateOwnerBody & { id: string }): Promise<OwnerClient> {
  return apiFetch<OwnerClient>(`/api/owners/${id}`, { method: 'PATCH', body });
}

/** POST /api/owners/:id/archive. */
export function archiveOwner(id: string): Promise<OwnerClient> {
  return apiFetch<OwnerClient>(`/api/owners/${id}/archive`, { method: 'POST' });
}

function useOwnerMutation<TInput>(mutationFn: (input: TInput) => Promise<OwnerClient>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['owners'] });
      void queryClient.invalidateQueries({ queryKey: ['property-owners'] });
    },
  });
}

export const useCreateOwner = () => useOwnerMutation(createOwner);
export const useUpdateOwner = () => useOwnerMutation(updateOwner);
export const useArchiveOwner = () => useOwnerMutation(archiveOwner);
