import type { Member, UpdateMemberBody } from '@rentwise/core/organisations/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateMember({ id, ...body }: UpdateMemberBody & { id: string }): Promise<Member> {
  return apiFetch<Member>(`/api/org/members/${id}`, { method: 'PATCH', body });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['team'] });
      // The caller's own role may have changed.
      void queryClient.invalidateQueries({ queryKey: ['org'] });
    },
  });
}
