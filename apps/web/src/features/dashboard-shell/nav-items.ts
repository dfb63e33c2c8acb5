import {
  Building2,
  CalendarDays,
  CreditCard,
  FileSignature,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Settings,
  Users,
  Wrench,
} from 'lucide-react';

export type DashboardRole = 'owner' | 'tenant';

export interface NavItem {
  /** Key in the `dashboard` namespace. */
  labelKey: string;
  path: string;
  icon: LucideIcon;
  /** A count shown next to the label: 'unreadMessages' is the Messages badge. */
  badge?: 'unreadMessages';
}

/** The spec's sidebar per role (section 2, "Dashboard shell"). */
export const navItems: Record<DashboardRole, NavItem[]> = {
  owner: [
    { labelKey: 'nav.dashboard', path: '/owner-dashboard', icon: LayoutDashboard },
    { labelKey: 'nav.properties', path: '/owner-dashboard/properties', icon: Building2 },
    { labelKey: 'nav.tenants', path: '/owner-dashboard/tenants', icon: Users },
    { labelKey: 'nav.leases', path: '/owner-dashboard/leases', icon: FileSignature },
    { labelKey: 'nav.maintenance', path: '/owner-dashboard/maintenance', icon: Wrench },
    { labelKey: 'nav.documents', path: '/owner-dashboard/documents', icon: FileText },
    { labelKey: 'nav.calendar', path: '/owner-dashboard/calendar', icon: CalendarDays },
    {
      labelKey: 'nav.messages',
      path: '/owner-dashboard/messages',
      icon: MessageSquare,
      badge: 'unreadMessages',
    },
    { labelKey: 'nav.settings', path: '/owner-dashboard/settings', icon: Settings },
  ],
  tenant: [
    { labelKey: 'nav.dashboard', path: '/tenant-dashboard', icon: LayoutDashboard },
    { labelKey: 'nav.payments', path: '/tenant-dashboard/payments', icon: CreditCard },
    { labelKey: 'nav.maintenance', path: '/tenant-dashboard/maintenance', icon: Wrench },
    { labelKey: 'nav.documents', path: '/tenant-dashboard/documents', icon: FileText },
    {
      labelKey: 'nav.messages',
      path: '/tenant-dashboard/messages',
      icon: MessageSquare,
      badge: 'unreadMessages',
    },
    { labelKey: 'nav.settings', path: '/tenant-dashboard/settings', icon: Settings },
  ],
};
