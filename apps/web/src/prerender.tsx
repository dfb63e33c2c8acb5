/**
 * Build-time pre-rendering of the public pages (scripts/prerender.mjs runs this in Node after
 * `vite build`). Each page is rendered to HTML in English and in French so the first paint does not
 * wait for JavaScript; the app then renders itself next to it and takes over (see
 * app/prerender-handoff.ts). Nothing here runs in the browser.
 */
import { createInstance, type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
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

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});

function resources(): Resource {
  const result: Resource = {};
  for (const [file, module] of Object.entries(localeFiles)) {
    const [, language, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    result[language] ??= {};
    result[language][namespace] = module.default;
  }
  return result;
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
  for (const language of languages) {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      resources: resources(),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    for (const page of prerenderedPages) {
      const html = renderToString(
        <I18nextProvider i18n={i18n}>
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
          </ThemeProvider>
        </I18nextProvider>,
      );
      const t = (key: string) => i18n.t(key);
      pages.push({ path: page.path, language, title: page.title(t), description: page.description(t), html });
    }
  }
  return pages;
}
