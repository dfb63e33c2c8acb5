import common from '@rentwise/core/locales/en/common.json';
import team from '@rentwise/core/locales/en/team.json';
import type { Member } from '@rentwise/core/organisations/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { exportedCsv, screenWidth } from '@/components/data-list.fixture';
import { TeamMembersCard } from './team-members-card';

/** The team's members on the shared DataList (issue 20 item 1): cards on a phone, Export CSV. */

const ME = '00000000-0000-4000-8000-0000000000aa';
vi.mock('@/features/auth', () => ({ useAuth: () => ({ user: { id: ME } }) }));
vi.mock('@/features/properties', () => ({
  useProperties: () => ({
    data: {
      items: [
        { id: '00000000-0000-4000-8000-0000000000p1', address: '12 Oak Street' },
        { id: '00000000-0000-4000-8000-0000000000p2', address: '4 Harbour Road' },
      ],
    },
  }),
}));

const member = (over: Partial<Member>): Member => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: ME,
  firstName: 'Ada',
  lastName: 'Counts',
  email: 'ada@example.com',
  role: 'admin',
  propertyIds: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const members = [
  member({}),
  member({
    id: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-0000000000bb',
    firstName: '@Mara',
    lastName: 'Member',
    email: 'mara@example.com',
    role: 'manager',
    propertyIds: ['00000000-0000-4000-8000-0000000000p1', '00000000-0000-4000-8000-0000000000p2'],
  }),
];

const renderCard = (manage: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TeamMembersCard members={members} manage={manage} organisationName="Oak Lettings" onLeft={vi.fn()} />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  addResourceBundle('en', 'common', common);
  addResourceBundle('en', 'team', team);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('team members', () => {
  it('an admin gets a table with a role picker and Remove per member (the last admin has none)', () => {
    screenWidth(1280);
    renderCard(true);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Role of @Mara Member' })).toHaveProperty('value', 'manager');
    expect(screen.getByRole('button', { name: 'Remove @Mara Member' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Leave' })).toBeNull();
  });

  it('exports the members as CSV: the role in words and every property by address, formulas escaped', async () => {
    screenWidth(1280);
    renderCard(true);
    const { fileName, text } = await exportedCsv();
    expect(fileName).toMatch(/^team-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text).toBe(
      [
        'Name,Email,Role,Properties',
        'Ada Counts,ada@example.com,Admin,All properties',
        `'@Mara Member,mara@example.com,Property manager,"12 Oak Street, 4 Harbour Road"`,
        '',
      ].join('\r\n'),
    );
  });

  it('is one card per member on a phone (390 px); a read-only member sees roles, no pickers', () => {
    screenWidth(390);
    const { container } = renderCard(false);
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelectorAll('[data-slot="data-list-card"]')).toHaveLength(2);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Property manager')).toBeTruthy();
    // Nothing to do on another member; the only admin cannot leave: no menu at all.
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });
});
