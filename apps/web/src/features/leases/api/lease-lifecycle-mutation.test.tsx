import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEndLease } from './end-lease';
import { useRenewLease } from './renew-lease';

describe('a lease lifecycle step refetches every list it changes', () => {
  it.each([
    ['end', useEndLease, '/api/leases/l%201/end'],
    ['renew', useRenewLease, '/api/leases/l%201/renew'],
  ] as const)('%s: sends the step for the lease, then invalidates its lists', async (_name, useStep, url) => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'l2' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useStep(), { wrapper });
    // biome-ignore lint/suspicious/noExplicitAny: each step has its own body; the URL and the refetches are what is checked
    await act(() => result.current.mutateAsync({ leaseId: 'l 1', body: {} as any }));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(url);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0])).toEqual([
      'leases',
      'payments',
      'tenants',
      'properties',
      'dashboard',
      'calendar',
      'documents',
    ]);
    vi.unstubAllGlobals();
  });
});
