import type { Import } from '@rentwise/core/imports/schemas';
import type { ImportKind } from '@rentwise/core/imports/templates';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/imports as multipart/form-data: the kind, then the CSV file. */
export function createImport(input: { kind: ImportKind; file: File }): Promise<Import> {
  const form = new FormData();
  form.set('kind', input.kind);
  form.set('file', input.file, input.file.name);
  return apiFetch<Import>('/api/imports', { method: 'POST', body: form });
}

export function useCreateImport() {
  return useMutation({ mutationFn: createImport });
}
