import { dashboardPath } from '@rentwise/core/auth/roles';
import { ExternalLink, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, type To, useLocation } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-provider';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { LogoMark } from './logo';
import { DEMO_URL } from './site-links';
import { useScrolledPast } from './use-scrolled-past';

const navLinks: { key: string; to: To }[] = [
  { key: 'features', to: { pathname: '/', hash: '#features' } },
  { key: 'testimonials', to: { pathname: '/', hash: '#testimonials' } },
  { key: 'pricing', to: '/pricing' },
  { key: 'contact', to: '/contact' },
];

/**
 * The public site's fixed header: transparent at the top of the page, solid once the page
 * scrolls — after 50 px on the landing page (whose hero runs under it), after any scroll elsewhere
 * (spec section 2). On small screens the links move into a menu.
 */
export function PublicHeader() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const scrolled = useScrolledPast(location.pathname === '/' ? 50 : 0);
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = scrolled || menuOpen;
  // Signed in (on the 404 page, pricing…), the header leads back to the workspace instead of
  // offering to sign in (issue 24 item 4). Only after the hydration: the pre-rendered HTML is
  // the signed-out one.
  const { user } = useAuth();
  const hydrated = useHydrated();
  const home = hydrated && user ? dashboardPath(user.role) : null;

  // A navigation closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('public-menu-button')?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
      isActive ? 'text-foreground' : 'text-foreground/80',
    );

  return (
    <header
      data-solid={solid}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        solid
          ? 'border-border bg-background/95 shadow-sm backdrop-blur'
          : 'border-transparent bg-transparent',
      )}
    >
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        {t('site.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="mr-4 flex items-center gap-2 text-lg font-bold tracking-tight">
          <LogoMark />
          <span>Rentwise</span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) =>
            typeof link.to === 'string' ? (
              <NavLink key={link.key} to={link.to} className={linkClass}>
                {t(`site.nav.${link.key}`)}
              </NavLink>
            ) : (
              <Link key={link.key} to={link.to} className={linkClass({ isActive: false })}>
                {t(`site.nav.${link.key}`)}
              </Link>
            ),
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher className="hidden sm:block" />
          <ThemeToggle />
          {home ? (
            <Button asChild size="sm" className="hidden h-9 px-4 text-sm md:inline-flex">
              <Link to={home}>{t('site.nav.dashboard')}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="hidden h-9 px-3 text-sm md:inline-flex">
                <Link to="/login">{t('site.nav.login')}</Link>
              </Button>
              <Button asChild size="sm" className="hidden h-9 px-4 text-sm md:inline-flex">
                <a href={DEMO_URL} target="_blank" rel="noopener">
                  {t('site.nav.getDemo')}
                  <span className="sr-only"> {t('site.nav.newTab')}</span>
                </a>
              </Button>
            </>
          )}
          <Button
            id="public-menu-button"
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t(menuOpen ? 'site.nav.closeMenu' : 'site.nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="public-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <div id="public-mobile-menu" className="border-t bg-background md:hidden">
          <nav aria-label={t('nav.main')} className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
            {navLinks.map((link) => (
              <Link
                key={link.key}
                to={link.to}
                className="rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent hover:text-accent-foreground"
              >
                {t(`site.nav.${link.key}`)}
              </Link>
            ))}
          </nav>
          <div className="mx-auto flex max-w-7xl flex-col gap-2 border-t px-4 py-4 sm:px-6">
            <div className="flex items-center justify-between sm:hidden">
              <span className="text-sm text-muted-foreground">{t('language.label')}</span>
              <LanguageSwitcher />
            </div>
            {home ? (
              <Button asChild>
                <Link to={home}>{t('site.nav.dashboard')}</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="outline">
                  <Link to="/login">{t('site.nav.login')}</Link>
                </Button>
                <Button asChild>
                  <a href={DEMO_URL} target="_blank" rel="noopener">
                    {t('site.nav.getDemo')}
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only"> {t('site.nav.newTab')}</span>
                  </a>
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
