import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQuery } from '@/lib/use-media-query';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { useTheme } from './theme';

/**
 * Sonner is loaded after the first render, not with the entry chunk: the landing page never
 * toasts, and `toast()` calls made before the Toaster mounts are replayed when it subscribes.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Wraps every route: the loader while the first page's code loads (later navigations keep the
 * current page on screen: they run in a transition), a reload offer if a page fails to load, the
 * toast area (spec: auto-dismiss after about 4–5 s), and scroll handling — a new page starts at
 * the top, back/forward restore the position, a `#hash` scrolls to its section.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullScreenLoader message="Loading application..." />}>
          <Outlet />
          <ScrollRestoration />
        </Suspense>
      </RouteErrorBoundary>
      <Toasts />
    </>
  );
}

/**
 * The toast area, not in the pre-rendered HTML: its theme is the visitor's, unknown at build time.
 * It appears in the render React makes right after the hydration — a component of its own, so
 * that render redraws only this and not the page. On a phone the toasts come from the bottom: at
 * the top they spread over the header and hid its menu button (issue 24 item 1).
 */
function Toasts() {
  const { resolvedTheme } = useTheme();
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 640px)', true);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={resolvedTheme}
        richColors
        closeButton
        duration={4500}
        position={wide ? 'top-right' : 'bottom-center'}
      />
    </Suspense>
  );
}
