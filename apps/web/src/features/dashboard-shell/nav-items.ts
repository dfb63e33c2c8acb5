import type { Action } from '@rentwise/core/organisations/permissions';
import {
  Building2,
  CalendarClock,
  CalendarDays,
  CheckCircle2,
  CreditCard,
  FileBarChart,
  FileSignature,
  FileText,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Receipt,
  ReceiptText,
  Settings,
  Users,
  Wrench,
} from 'lucide-react';

/** 'portal': an owner client's owner portal (issue 17), its own sidebar in the same shell. */
export type DashboardRole = 'owner' | 'tenant' | 'portal';

export interface NavItem {
  /** The permission (core permission table) a member needs to see the item; none = everyone. */
  requires?: Action;
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
    {
      labelKey: 'nav.properties',
      path: '/owner-dashboard/properties',
      icon: Building2,
      requires: 'property.read',
    },
    { labelKey: 'nav.tenants', path: '/owner-dashboard/tenants', icon: Users, requires: 'tenant.read' },
    { labelKey: 'nav.owners', path: '/owner-dashboard/owners', icon: Landmark, requires: 'owner.read' },
    { labelKey: 'nav.leases', path: '/owner-dashboard/leases', icon: FileSignature, requires: 'lease.read' },
    {
      labelKey: 'nav.renewals',
      path: '/owner-dashboard/renewals',
      icon: CalendarClock,
      requires: 'renewal.read',
    },
    { labelKey: 'nav.expenses', path: '/owner-dashboard/expenses', icon: Receipt, requires: 'expense.read' },
    {
      labelKey: 'nav.reports',
      path: '/owner-dashboard/reports',
      icon: FileBarChart,
      requires: 'report.read',
    },
    {
      labelKey: 'nav.maintenance',
      path: '/owner-dashboard/maintenance',
      icon: Wrench,
      requires: 'maintenance.read',
    },
    {
      labelKey: 'nav.documents',
      path: '/owner-dashboard/documents',
      icon: FileText,
      requires: 'document.read',
    },
    {
      labelKey: 'nav.calendar',
      path: '/owner-dashboard/calendar',
      icon: CalendarDays,
      requires: 'calendar.read',
    },
    {
      labelKey: 'nav.messages',
      path: '/owner-dashboard/messages',
      icon: MessageSquare,
      badge: 'unreadMessages',
      requires: 'message.read',
    },
    { labelKey: 'nav.settings', path: '/owner-dashboard/settings', icon: Settings },
  ],
  portal: [
    { labelKey: 'nav.portalOverview', path: '/owner-portal', icon: LayoutDashboard },
    { labelKey: 'nav.properties', path: '/owner-portal/properties', icon: Building2 },
    { labelKey: 'nav.rentRoll', path: '/owner-portal/rent-roll', icon: ReceiptText },
    { labelKey: 'nav.statements', path: '/owner-portal/statements', icon: Receipt },
    { labelKey: 'nav.documents', path: '/owner-portal/documents', icon: FileText },
    { labelKey: 'nav.approvals', path: '/owner-portal/approvals', icon: CheckCircle2 },
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
