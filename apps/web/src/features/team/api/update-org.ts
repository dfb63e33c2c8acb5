import type { Org, UpdateOrgBody } from '@rentwise/core/organisations/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateOrg(body: UpdateOrgBody): Promise<Org> {
  return apiFetch<Org>('/api/org', { method: 'PATCH', body });
}

export function useUpdateOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrg,
    onSuccess: (org) => {
      queryClient.setQueryData(['org', 'current'], org);
      // The switcher shows the name.
      void queryClient.invalidateQueries({ queryKey: ['organisations'] });
    },
  });
}
