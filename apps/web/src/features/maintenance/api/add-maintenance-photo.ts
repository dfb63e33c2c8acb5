import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/maintenance-requests/:id/photos as multipart/form-data (one `file`). */
export function addMaintenancePhoto(id: string, file: File): Promise<MaintenanceRequest> {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiFetch<MaintenanceRequest>(`/api/maintenance-requests/${encodeURIComponent(id)}/photos`, {
    method: 'POST',
    body: form,
  });
}

export function useAddMaintenancePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => addMaintenancePhoto(id, file),
    onSuccess: () => {
      for (const key of ['maintenance-requests', 'documents'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
