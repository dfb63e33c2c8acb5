/**
 * Build-time pre-rendering of the public pages (scripts/prerender.mjs runs this in Node after
 * `vite build`). Each page is rendered to HTML in English and in French so the first paint does not
 * wait for JavaScript; the browser then hydrates that HTML (main.tsx, docs/decisions/015).
 * Hydration requires this render to be the app's first render in the browser, so it renders the
 * app's own tree — providers, routes, layouts, Suspense boundaries, lazy pages — with a static
 * router and a signed-out auth context in place of the browser's. Nothing here runs in the browser.
 */
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { addResourceBundle, i18n } from '@/app/i18n';
import { AppRoutes, preloadRoutes } from '@/app/router';
import { ThemeProvider } from '@/app/theme';
import { SignedOutAuthProvider } from '@/features/auth/auth-provider';

// Lazy like the app's own loader (app/i18n.ts), so both share one chunk per file.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../packages/core/src/locales/*/*.json',
);

/** Every namespace in every language, so each page renders at once (nothing suspends). */
async function addAllResources(): Promise<void> {
  await Promise.all(
    Object.entries(localeFiles).map(async ([file, load]) => {
      const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
      if (language && namespace) addResourceBundle(language, namespace, (await load()).default);
    }),
  );
}

/** The pre-rendered routes, with where their tab title and description come from. */
export const prerenderedPages: {
  path: string;
  title: (t: (key: string) => string) => string;
  description: (t: (key: string) => string) => string;
}[] = [
  {
    path: '/',
    title: (t) => t('marketing:meta.landing'),
    description: (t) => t('marketing:landing.hero.subtitle'),
  },
  {
    path: '/pricing',
    title: (t) => t('marketing:meta.pricing'),
    description: (t) => t('marketing:pricing.description'),
  },
  {
    path: '/about',
    title: (t) => t('marketing:meta.about'),
    description: (t) => t('marketing:about.description'),
  },
  {
    path: '/contact',
    title: (t) => t('contact:meta.title'),
    description: (t) => t('contact:hero.description'),
  },
  {
    path: '/faq',
    title: (t) => t('marketing:meta.faq'),
    description: (t) => t('marketing:faqPage.description'),
  },
  {
    path: '/privacy',
    title: (t) => `${t('legal:privacy.title')} — Rentwise`,
    description: (t) => t('legal:privacy.intro'),
  },
  {
    path: '/terms',
    title: (t) => `${t('legal:terms.title')} — Rentwise`,
    description: (t) => t('legal:terms.intro'),
  },
  {
    path: '/cookies',
    title: (t) => `${t('legal:cookies.title')} — Rentwise`,
    description: (t) => t('legal:cookies.intro'),
  },
  // The sign-in pages too: /login is one of the three pages with a Lighthouse budget, and a
  // visitor on a phone otherwise stares at a loader while the app downloads.
  {
    path: '/login',
    title: (t) => `${t('auth:login.submit')} — Rentwise`,
    description: (t) => t('auth:login.description'),
  },
  {
    path: '/signup',
    title: (t) => `${t('auth:signup.submit')} — Rentwise`,
    description: (t) => t('auth:signup.description'),
  },
  {
    path: '/forgot-password',
    title: (t) => `${t('auth:forgot.title')} — Rentwise`,
    description: (t) => t('auth:forgot.description'),
  },
];

export interface PrerenderedPage {
  path: string;
  language: string;
  title: string;
  description: string;
  html: string;
}

/**
 * The tree the browser hydrates: app/app.tsx's <App> inside main.tsx's <StrictMode>, with the
 * browser's router and auth store swapped for a static location and a signed-out context (a
 * visitor with a session is not hydrated, app/prerender-handoff.ts). Single-child wrappers like
 * these do not change `useId`s; anything that branches must stay as the app has it.
 */
export function PrerenderedApp({ path }: { path: string }): ReactElement {
  return (
    <StrictMode>
      <ThemeProvider>
        <SignedOutAuthProvider>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </SignedOutAuthProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/** Renders every public page in every language. */
export async function renderPublicPages(languages: readonly string[]): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  await addAllResources();
  // Every page's code loaded first: the lazy routes then render at once, as in the browser,
  // which preloads the page before hydrating it.
  await Promise.all(prerenderedPages.map((page) => preloadRoutes(page.path)));
  for (const language of languages) {
    // renderToString is synchronous: each page renders wholly in the language set here.
    await i18n.changeLanguage(language);
    for (const page of prerenderedPages) {
      const html = renderToString(<PrerenderedApp path={page.path} />);
      // A boundary that suspended or failed is sent as its fallback, to be rendered in the
      // browser (`<!--$?-->`, `<!--$!-->`): the visitor would see the loader, not the page.
      if (/<!--\$[?!]-->/.test(html))
        throw new Error(`${language}${page.path}: part of the page did not render`);
      const t = (key: string) => i18n.t(key);
      pages.push({ path: page.path, language, title: page.title(t), description: page.description(t), html });
    }
  }
  return pages;
}
