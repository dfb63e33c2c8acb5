import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { getAuthStore } from '@/features/auth/lib/auth-store';
import { ApiError } from '@/lib/api-client';
import { createRouter } from './router';
import { ThemeProvider } from './theme';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // apiFetch already retried 502/503/504; client errors are final.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  // Created before the router: it takes an email link's tokens out of the URL first.
  const [authStore] = useState(getAuthStore);
  const [router] = useState(createRouter);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={authStore}>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
