import en from '@rentwise/core/locales/en/dashboard.json';
import { permissionsOf } from '@rentwise/core/organisations/permissions';
import type { OrgRole } from '@rentwise/core/organisations/roles';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { Sidebar } from './sidebar';

const permissions = vi.hoisted(() => ({ role: 'admin' as OrgRole, isLoading: false }));
vi.mock('@/features/team', () => ({
  usePermissions: () => ({
    can: (action: string) => (permissionsOf(permissions.role) as string[]).includes(action),
    isLoading: permissions.isLoading,
  }),
}));
vi.mock('@/features/messages', () => ({ UnreadMessagesBadge: () => null }));

beforeAll(async () => {
  addResourceBundle('en', 'dashboard', en);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const workspace = 'owner' as const;
const tenantSide = 'tenant' as const;

function linksFor(role: OrgRole, isLoading = false): string[] {
  permissions.role = role;
  permissions.isLoading = isLoading;
  render(
    <MemoryRouter>
      <Sidebar role={workspace} open onClose={() => {}} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
}

describe('the workspace sidebar', () => {
  it('shows an admin every page', () => {
    expect(linksFor('admin')).toEqual(
      expect.arrayContaining([
        '/owner-dashboard/leases',
        '/owner-dashboard/maintenance',
        '/owner-dashboard/owners',
      ]),
    );
  });

  it('shows an accountant every page, read-only beyond the ledger (the table: read everything)', () => {
    const links = linksFor('accountant');
    expect(links).toContain('/owner-dashboard/leases');
    expect(links).toContain('/owner-dashboard/maintenance');
  });

  it('shows a maintenance coordinator maintenance and messages, not leases or owners', () => {
    const links = linksFor('maintenance');
    expect(links).toContain('/owner-dashboard/maintenance');
    expect(links).toContain('/owner-dashboard/messages');
    expect(links).not.toContain('/owner-dashboard/leases');
    expect(links).not.toContain('/owner-dashboard/owners');
  });

  it('does not hide anything while the organisation loads', () => {
    expect(linksFor('maintenance', true)).toContain('/owner-dashboard/leases');
  });

  it('shows the plan box in the owner workspace only: never to a tenant (issue 24 item 4)', () => {
    permissions.role = 'admin';
    const { unmount } = render(
      <MemoryRouter>
        <Sidebar role={workspace} open onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Current Plan')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <Sidebar role={tenantSide} open onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Current Plan')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
