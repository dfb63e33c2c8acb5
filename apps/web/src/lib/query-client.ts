import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { setLoadedQueryClient } from './query-client-ref';

/**
 * The app's one TanStack Query cache. This module loads only with the routes that fetch with Query
 * (app/routes/workspace/workspace-layout.tsx: the dashboards and the vendor's job page) and with
 * the auth provider once someone is signed in: the public pages never download Query
 * (docs/decisions/012-landing-bundle.md).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // apiFetch already retried 502/503/504; client errors are final.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
});
setLoadedQueryClient(queryClient);
