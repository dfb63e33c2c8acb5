import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { completePrerenderHandoff } from '@/app/prerender-handoff';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * Header and footer around the public pages (marketing, sign-in, not-found). The header is fixed,
 * so the content starts below it; the landing page's hero pulls itself up under the transparent
 * header. Pages render their own <main>.
 */
export function PublicLayout() {
  // On a pre-rendered page this runs in the hydration's commit: the app now owns the page.
  useLayoutEffect(completePrerenderHandoff, []);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col pt-16 outline-none">
        <Outlet />
      </div>
      <PublicFooter />
    </div>
  );
}
