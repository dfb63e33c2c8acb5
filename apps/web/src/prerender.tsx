/**
 * Build-time pre-rendering of the public pages (scripts/prerender.mjs runs this in Node after
 * `vite build`). Each page is rendered to HTML in English and in French so the first paint does not
 * wait for JavaScript; the app then renders itself next to it and takes over (see
 * app/prerender-handoff.ts). Nothing here runs in the browser.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { addResourceBundle, i18n } from '@/app/i18n';
import { ThemeProvider } from '@/app/theme';
import { PublicLayout } from '@/components/layout/public-layout';
import { SignedOutAuthProvider } from '@/features/auth/auth-provider';
import ForgotPasswordPage from '@/features/auth/pages/forgot-password-page';
import LoginPage from '@/features/auth/pages/login-page';
import SignupPage from '@/features/auth/pages/signup-page';
import AboutPage from '@/features/marketing/pages/about-page';
import ContactPage from '@/features/marketing/pages/contact-page';
import CookiesPage from '@/features/marketing/pages/cookies-page';
import FaqPage from '@/features/marketing/pages/faq-page';
import LandingPage from '@/features/marketing/pages/landing-page';
import PricingPage from '@/features/marketing/pages/pricing-page';
import PrivacyPage from '@/features/marketing/pages/privacy-page';
import TermsPage from '@/features/marketing/pages/terms-page';

// Lazy like the app's own loader (app/i18n.ts), so both share one chunk per file.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Every namespace in every language, so each page renders at once (nothing suspends). */
async function addAllResources(): Promise<void> {
  await Promise.all(
    Object.entries(localeFiles).map(async ([file, load]) => {
      const [, language, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
      if (language && namespace) addResourceBundle(language, namespace, (await load()).default);
    }),
  );
}

/** The pre-rendered routes, with where their tab title and description come from. */
export const prerenderedPages: {
  path: string;
  element: ReactElement;
  title: (t: (key: string) => string) => string;
  description: (t: (key: string) => string) => string;
}[] = [
  {
    path: '/',
    element: <LandingPage />,
    title: (t) => t('marketing:meta.landing'),
    description: (t) => t('marketing:landing.hero.subtitle'),
  },
  {
    path: '/pricing',
    element: <PricingPage />,
    title: (t) => t('marketing:meta.pricing'),
    description: (t) => t('marketing:pricing.description'),
  },
  {
    path: '/about',
    element: <AboutPage />,
    title: (t) => t('marketing:meta.about'),
    description: (t) => t('marketing:about.description'),
  },
  {
    path: '/contact',
    element: <ContactPage />,
    title: (t) => t('contact:meta.title'),
    description: (t) => t('contact:hero.description'),
  },
  {
    path: '/faq',
    element: <FaqPage />,
    title: (t) => t('marketing:meta.faq'),
    description: (t) => t('marketing:faqPage.description'),
  },
  {
    path: '/privacy',
    element: <PrivacyPage />,
    title: (t) => `${t('legal:privacy.title')} — Rentwise`,
    description: (t) => t('legal:privacy.intro'),
  },
  {
    path: '/terms',
    element: <TermsPage />,
    title: (t) => `${t('legal:terms.title')} — Rentwise`,
    description: (t) => t('legal:terms.intro'),
  },
  {
    path: '/cookies',
    element: <CookiesPage />,
    title: (t) => `${t('legal:cookies.title')} — Rentwise`,
    description: (t) => t('legal:cookies.intro'),
  },
  // The sign-in pages too: /login is one of the three pages with a Lighthouse budget, and a
  // visitor on a phone otherwise stares at a loader while the app downloads.
  {
    path: '/login',
    element: <LoginPage />,
    title: (t) => `${t('auth:login.submit')} — Rentwise`,
    description: (t) => t('auth:login.description'),
  },
  {
    path: '/signup',
    element: <SignupPage />,
    title: (t) => `${t('auth:signup.submit')} — Rentwise`,
    description: (t) => t('auth:signup.description'),
  },
  {
    path: '/forgot-password',
    element: <ForgotPasswordPage />,
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

/** Renders every public page in every language. */
export async function renderPublicPages(languages: readonly string[]): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  await addAllResources();
  for (const language of languages) {
    // renderToString is synchronous: each page renders wholly in the language set here.
    await i18n.changeLanguage(language);
    for (const page of prerenderedPages) {
      const html = renderToString(
        <ThemeProvider>
          <SignedOutAuthProvider>
            <StaticRouter location={page.path}>
              <Routes>
                <Route element={<PublicLayout />}>
                  <Route path={page.path} element={page.element} />
                </Route>
              </Routes>
            </StaticRouter>
          </SignedOutAuthProvider>
        </ThemeProvider>,
      );
      const t = (key: string) => i18n.t(key);
      pages.push({ path: page.path, language, title: page.title(t), description: page.description(t), html });
    }
  }
  return pages;
}
