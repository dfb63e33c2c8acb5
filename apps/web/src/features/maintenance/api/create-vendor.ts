import type { CreateVendorBody, Vendor } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function createVendor(body: CreateVendorBody): Promise<Vendor> {
  return apiFetch<Vendor>('/api/vendors', { method: 'POST', body });
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vendors'] }),
  });
}
