import { Crown } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { UnreadMessagesBadge } from '@/features/messages';
import { usePermissions } from '@/features/team';
import { cn } from '@/lib/cn';
import { type DashboardRole, type NavItem, navItems } from './nav-items';

/**
 * The dashboard sidebar (16rem). On large screens it is always shown; on small screens it slides
 * in over the page with an overlay, and closes on navigation, on the overlay or with Escape.
 */
export function Sidebar({ role, open, onClose }: { role: DashboardRole; open: boolean; onClose(): void }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {open && (
        <button
          type="button"
          aria-label={t('sidebar.close')}
          className="fixed inset-0 z-40 bg-black/50 lg:hidden"
          onClick={onClose}
        />
      )}
      <aside
        id="dashboard-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r bg-card transition-transform duration-200 lg:sticky lg:top-0 lg:h-screen lg:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 items-center gap-2 border-b px-5">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold" onClick={onClose}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Rentwise
          </Link>
        </div>
        <nav aria-label={t('sidebar.label')} className="flex-1 overflow-y-auto p-3">
          {role === 'owner' ? (
            <PermittedNavList items={navItems.owner} onNavigate={onClose} />
          ) : (
            <NavList items={navItems[role]} onNavigate={onClose} />
          )}
        </nav>
        {/* The plan is the organisation's business: not its tenants' nor its owner clients' (issue 24). */}
        {role === 'owner' && (
          <div className="m-3 rounded-lg border bg-accent/50 p-4">
            <div className="flex items-center gap-2 text-sm font-semibold">
              <Crown aria-hidden="true" className="size-4 text-warning" />
              {t('plan.current')}
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{t('plan.growth')}</p>
            <Button asChild size="sm" className="mt-3 w-full">
              <Link to="/pricing">{t('plan.upgrade')}</Link>
            </Button>
          </div>
        )}
      </aside>
    </>
  );
}

/**
 * The workspace's items a member's role may open (GET /api/org permissions): an accountant sees no
 * Maintenance, a maintenance coordinator no Leases. Everything shows while the organisation loads,
 * so the sidebar does not jump; the pages themselves are refused by the server anyway.
 */
function PermittedNavList({ items, onNavigate }: { items: NavItem[]; onNavigate(): void }) {
  const { can, isLoading } = usePermissions();
  const visible = items.filter((item) => isLoading || !item.requires || can(item.requires));
  return <NavList items={visible} onNavigate={onNavigate} />;
}

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate(): void }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item.path}>
          <NavLink
            to={item.path}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )
            }
          >
            <item.icon aria-hidden="true" className="size-4" />
            {t(item.labelKey)}
            {item.badge === 'unreadMessages' && <UnreadMessagesBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
