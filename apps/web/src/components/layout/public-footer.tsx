import { useSyncExternalStore } from 'react';
import { Link, type To } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LogoMark } from './logo';
import { DEMO_URL, PARTNERSHIP_URL, socialLinks } from './site-links';
import { SocialIcon } from './social-icon';

const groups: { key: 'product' | 'company' | 'legal'; links: { key: string; to: To; newTab?: boolean }[] }[] =
  [
    {
      key: 'product',
      links: [
        { key: 'features', to: { pathname: '/', hash: '#features' } },
        { key: 'pricing', to: '/pricing' },
        { key: 'customerStories', to: { pathname: '/', hash: '#testimonials' } },
        { key: 'faq', to: '/faq' },
      ],
    },
    {
      key: 'company',
      links: [
        { key: 'about', to: '/about' },
        { key: 'contact', to: '/contact' },
        { key: 'bookDemo', to: DEMO_URL, newTab: true },
        { key: 'partners', to: PARTNERSHIP_URL },
      ],
    },
    {
      key: 'legal',
      links: [
        { key: 'privacy', to: '/privacy' },
        { key: 'terms', to: '/terms' },
        { key: 'cookies', to: '/cookies' },
      ],
    },
  ];

/** The year the public pages were pre-rendered in (set by vite.config.ts; absent in unit tests). */
const buildYear = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();
const subscribeToNothing = () => () => {};

/**
 * This year. The pre-rendered footer shows the build's year and the hydration must find that
 * text; React then renders this year if it differs (a page built last December).
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

/** Product, Company and Legal link groups, social links and the copyright (spec section 2). */
export function PublicFooter() {
  const { t } = useTranslation('common');
  const year = useCurrentYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="grid content-start gap-4 lg:col-span-2">
          <Link to="/" className="flex w-fit items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark />
            <span>Rentwise</span>
          </Link>
          <p className="max-w-sm text-sm text-muted-foreground">{t('site.footer.tagline')}</p>
          <p className="text-sm text-muted-foreground">{t('site.footer.support')}</p>
          <ul aria-label={t('site.footer.social')} className="flex gap-2">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('site.footer.socialLink', { network: link.network })}
                  className="flex size-10 items-center justify-center rounded-md border bg-background text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  <SocialIcon network={link.network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-1 lg:col-span-3">
          {groups.map((group) => (
            <nav key={group.key} aria-labelledby={`footer-${group.key}`}>
              <h2 id={`footer-${group.key}`} className="text-sm font-semibold">
                {t(`site.footer.${group.key}`)}
              </h2>
              <ul className="mt-4 grid gap-3">
                {group.links.map((link) => (
                  <li key={link.key}>
                    <Link
                      to={link.to}
                      className="text-sm text-muted-foreground transition-colors hover:text-foreground"
                      {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                    >
                      {t(`site.footer.${link.key}`)}
                      {link.newTab && <span className="sr-only"> {t('site.nav.newTab')}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
