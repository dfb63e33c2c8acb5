import type { Import, UpdateImportBody } from '@rentwise/core/imports/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** PATCH /api/imports/:id: a new mapping or date format (the rows are checked again). */
export function updateImport(id: string, body: UpdateImportBody): Promise<Import> {
  return apiFetch<Import>(`/api/imports/${id}`, { method: 'PATCH', body });
}

/** POST /api/imports/:id/commit (202: queued; 409 while rows have errors). */
export function commitImport(id: string): Promise<Import> {
  return apiFetch<Import>(`/api/imports/${id}/commit`, { method: 'POST' });
}

/** POST /api/imports/:id/undo (409 with what blocks it in the error's details). */
export function undoImport(id: string): Promise<Import> {
  return apiFetch<Import>(`/api/imports/${id}/undo`, { method: 'POST' });
}

/** The three changes of an import; each puts the answer in the import's query and reloads its rows. */
export function useImportChanges(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (data: Import) => {
    queryClient.setQueryData(['imports', id], data);
    void queryClient.invalidateQueries({ queryKey: ['imports', id, 'rows'] });
    // Properties and tenants lists change with a commit or an undo.
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
    void queryClient.invalidateQueries({ queryKey: ['tenants'] });
  };
  return {
    update: useMutation({ mutationFn: (body: UpdateImportBody) => updateImport(id, body), onSuccess }),
    commit: useMutation({ mutationFn: () => commitImport(id), onSuccess }),
    undo: useMutation({ mutationFn: () => undoImport(id), onSuccess }),
  };
}
