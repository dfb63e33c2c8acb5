import type { Org } from '@rentwise/core/organisations/schemas';
import { QueryClient } from '@tanstack/react-query';
import { getOrgQueryOptions } from './org-query';

/**
 * For component tests: a query client that already holds the active organisation (GET /api/org),
 * so components that format money (lib/use-money.ts) read its currency without a request.
 */
export function queryClientWithOrg(overrides: Partial<Org> = {}): QueryClient {
  const client = new QueryClient();
  client.setQueryData(getOrgQueryOptions().queryKey, {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Test Lettings',
    timeZone: 'UTC',
    currency: 'USD',
    defaultDueDay: 1,
    defaultGraceDays: 5,
    defaultLateFee: 5000,
    approvalThreshold: 50000,
    lateFeeLimitPercent: 5,
    myRole: 'admin',
    myPropertyIds: null,
    permissions: [],
    ...overrides,
  });
  return client;
}
