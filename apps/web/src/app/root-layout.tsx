import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTheme } from './theme';

/**
 * Sonner is loaded after the first render, not with the entry chunk: the landing page never
 * toasts, and `toast()` calls made before the Toaster mounts are replayed when it subscribes.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Wraps every route: the toast area (spec: auto-dismiss after about 4–5 s), and scroll handling —
 * a new page starts at the top, back/forward restore the position, a `#hash` scrolls to its section.
 */
export function RootLayout() {
  const { resolvedTheme } = useTheme();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Toaster theme={resolvedTheme} richColors closeButton duration={4500} position="top-right" />
      </Suspense>
    </>
  );
}
