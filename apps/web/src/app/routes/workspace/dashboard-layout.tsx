import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { useTenantDashboard } from '@/features/dashboard/api/get-tenant-dashboard';
import type { DashboardRole } from '@/features/dashboard-shell/nav-items';
import { Sidebar } from '@/features/dashboard-shell/sidebar';
import { UserMenu } from '@/features/dashboard-shell/user-menu';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { OrganisationSwitcher } from '@/features/team';
import { TenantCurrencyContext } from '@/lib/use-money';

/**
 * A tenant's pages show money in their lease's organisation's currency (issue 24 item 3): the
 * tenant dashboard's answer says which (a tenant may not read GET /api/org).
 */
function TenantCurrency({ children }: { children: ReactNode }) {
  const dashboard = useTenantDashboard();
  return (
    <TenantCurrencyContext.Provider value={{ currency: dashboard.data?.currency }}>
      {children}
    </TenantCurrencyContext.Provider>
  );
}

/** Sidebar plus top bar around every dashboard page (spec section 2, "Dashboard shell"). */
export default function DashboardLayout({ role }: { role: DashboardRole }) {
  const { t } = useTranslation('dashboard');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  return (
    <div className="flex min-h-screen bg-muted/30">
      {/* The first Tab stop: past the sidebar's links and the top bar, straight to the page. */}
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t('common:site.skipToContent')}
      </a>
      <Sidebar role={role} open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t('sidebar.open')}
            aria-controls="dashboard-sidebar"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          {/* On a phone five buttons share the bar: the title may take up to three short lines there
              ("Tableau de bord propriétaire" needs them). */}
          <p
            className={
              role !== 'tenant'
                ? 'hidden min-w-0 leading-tight font-semibold sm:line-clamp-1 sm:text-lg'
                : 'line-clamp-3 min-w-0 text-sm leading-tight font-semibold sm:line-clamp-1 sm:text-lg'
            }
          >
            {t(`title.${role}`)}
          </p>
          {/* A workspace member: the organisation they work in, and the switcher when they have several. */}
          {role !== 'tenant' && <OrganisationSwitcher />}
          <div className="ml-auto flex shrink-0 items-center sm:gap-1">
            <LanguageSwitcher compact />
            <ThemeToggle />
            <NotificationsMenu />
            <UserMenu />
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {role === 'tenant' ? (
            <TenantCurrency>
              <Outlet />
            </TenantCurrency>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
}
