import { getAuthStore } from '@/features/auth/lib/auth-store';

/**
 * Public pages arrive pre-rendered (apps/web/scripts/prerender.mjs, docs/decisions/015): #root
 * holds the page's HTML, marked `data-prerendered` and `inert`, and the browser paints it at once.
 * The app then hydrates that HTML — React attaches to the existing elements instead of creating
 * them — and the public layout lifts the marks when the hydration commits.
 *
 * Hydration needs the app's first render to be the build's render. The language, the theme and
 * the route are made to match; a visitor the build could not foresee gets the ordinary render
 * instead, over an emptied #root: another saved language (public/theme-init.js marks the page
 * `prerender-stale`, and CSS hides it before the first paint), or a session in this browser (the
 * build renders signed out; a signed-in visitor may be redirected to their dashboard).
 */
export function canHydrate(root: HTMLElement): boolean {
  if (!root.hasAttribute('data-prerendered')) return false;
  const { session, isLoading } = getAuthStore().getState();
  if (!document.documentElement.classList.contains('prerender-stale') && !session && !isLoading) return true;
  root.replaceChildren();
  root.removeAttribute('data-prerendered');
  root.inert = false;
  return false;
}

/**
 * The app now owns #root: links, buttons and fields work from here on. Called by the public layout
 * in a layout effect, that is in the hydration's commit. Lifting `inert` restyles the whole page
 * (~40 ms on a slow phone): done in a task of its own rather than added to the commit's, and both
 * marks together, so that tests waiting for `[data-prerendered]` to go find the page usable.
 */
export function completePrerenderHandoff(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  setTimeout(() => {
    root.removeAttribute('data-prerendered');
    root.inert = false;
  }, 0);
}
