import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { getAuthStore } from '@/features/auth/lib/auth-store';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme';

/**
 * The app. On a pre-rendered public page its first render must be the build's render, which
 * `PrerenderedApp` (src/prerender.tsx) makes with the same tree: keep the two in step
 * (src/prerender.test.tsx fails when they differ; docs/decisions/015).
 */
export function App() {
  // Created before the router: it takes an email link's tokens out of the URL first.
  const [authStore] = useState(getAuthStore);
  return (
    <ThemeProvider>
      <AuthProvider store={authStore}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
    </ThemeProvider>
  );
}
