import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { getAuthStore } from '@/features/auth/lib/auth-store';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme';

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
