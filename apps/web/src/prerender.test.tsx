import { act, StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { i18n } from '@/app/i18n';
import { preloadRoutes } from '@/app/router';
import { type PrerenderedPage, renderPublicPages } from './prerender';

/**
 * The browser hydrates the pre-rendered pages (docs/decisions/015), so the app's first render must
 * produce exactly the build's HTML. React's development build reports every difference, attributes
 * included (production keeps a wrong attribute silently): each page is hydrated here in both
 * languages and both themes, and any error fails the test. e2e/tests/prerender.spec.ts checks the
 * same in Chromium, with the production build.
 */
let pages: PrerenderedPage[];
// React 19 asks for this flag before act() is used outside a testing library.
const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

// happy-dom loads no images: a partner logo would be replaced by its initials after the mount
// (features/marketing/components/partner-logo.tsx), a legitimate update but not this test's subject.
const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');

beforeAll(async () => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 40 });
  pages = await renderPublicPages(['en', 'fr']);
}, 60_000);

afterAll(() => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  if (naturalWidth) Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', naturalWidth);
});

describe.each(['en', 'fr'] as const)('the pre-rendered pages in %s', (language) => {
  it.each([
    '/',
    '/pricing',
    '/login',
    '/signup',
    '/forgot-password',
    '/about',
    '/contact',
    '/faq',
    '/privacy',
    '/terms',
    '/cookies',
  ])('%s hydrates without a difference, light and dark', async (path) => {
    const page = pages.find((candidate) => candidate.language === language && candidate.path === path);
    expect(page, `${language}${path} is pre-rendered`).toBeDefined();
    for (const theme of ['light', 'dark'] as const) {
      localStorage.setItem('rentwise.language', language);
      localStorage.setItem('rentwise.theme', theme);
      // What public/theme-init.js does before the first paint.
      document.documentElement.classList.toggle('dark', theme === 'dark');
      window.history.replaceState(null, '', path);
      await i18n.changeLanguage(language);
      await preloadRoutes(path);

      const container = document.createElement('div');
      container.innerHTML = page?.html ?? '';
      document.body.append(container);
      const prerendered = new Set(container.querySelectorAll('*'));
      const errors: unknown[][] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
      let root: Root | undefined;
      try {
        await act(async () => {
          startTransition(() => {
            root = hydrateRoot(
              container,
              <StrictMode>
                <App />
              </StrictMode>,
              { onRecoverableError: (error) => errors.push(['recoverable', error]) },
            );
          });
        });
        expect(errors, `${language}${path} (${theme})`).toEqual([]);
        // React adopted the pre-rendered elements rather than drawing new ones (as it does when it
        // gives up on a part), and the page reads the same.
        const main = container.querySelector('main');
        const mainText = new DOMParser()
          .parseFromString(page?.html ?? '', 'text/html')
          .querySelector('main')?.textContent;
        expect(main && prerendered.has(main), 'the pre-rendered <main> is kept').toBe(true);
        expect(
          [...(main?.querySelectorAll('*') ?? [])].filter((element) => !prerendered.has(element)),
        ).toEqual([]);
        expect(main?.textContent).toBe(mainText);
      } finally {
        consoleError.mockRestore();
        act(() => root?.unmount());
        container.remove();
      }
    }
  });
});
