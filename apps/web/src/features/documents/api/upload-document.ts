import type { DocumentDto, DocumentKind } from '@rentwise/core/documents/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface UploadDocumentInput {
  file: File;
  name?: string;
  kind: DocumentKind;
  propertyId?: string;
  leaseId?: string;
  tenantId?: string;
}

/** POST /api/documents as multipart/form-data: the metadata fields, then the file. */
export function uploadDocument(input: UploadDocumentInput): Promise<DocumentDto> {
  const form = new FormData();
  form.set('kind', input.kind);
  if (input.name) form.set('name', input.name);
  if (input.propertyId) form.set('propertyId', input.propertyId);
  if (input.leaseId) form.set('leaseId', input.leaseId);
  if (input.tenantId) form.set('tenantId', input.tenantId);
  form.set('file', input.file, input.file.name);
  return apiFetch<DocumentDto>('/api/documents', { method: 'POST', body: form });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }),
  });
}
