import type { AuditEvent } from '@rentwise/core/audit/schemas';
import activity from '@rentwise/core/locales/en/activity.json';
import common from '@rentwise/core/locales/en/common.json';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { exportedCsv, onePageQuery, screenWidth } from '@/components/data-list.fixture';
import type { useAuditEvents } from '../api/get-audit-events';
import { ActivityList } from './activity-list';

/** The activity log on the shared DataList (issue 20 item 1): cards on a phone, Export CSV. */

vi.mock('@/lib/use-money', () => ({ useMoney: () => ({ currency: 'USD' }) }));

const events: AuditEvent[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-20T09:30:00.000Z',
    actor: { userId: '00000000-0000-4000-8000-0000000000aa', role: 'admin', name: 'Ada Counts' },
    action: 'update',
    entityType: 'property',
    entityId: '00000000-0000-4000-8000-0000000000bb',
    before: { city: '"Lyon"' },
    after: { city: '"Paris"' },
    requestId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    createdAt: '2026-11-19T08:00:00.000Z',
    actor: { userId: null, role: null, name: null },
    action: 'export',
    entityType: 'organisation',
    entityId: '00000000-0000-4000-8000-0000000000cc',
    before: null,
    after: null,
    requestId: null,
  },
];

const query = onePageQuery(events) as unknown as ReturnType<typeof useAuditEvents>;

const renderList = () =>
  render(
    <MemoryRouter>
      <ActivityList query={query} filtered={false} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  addResourceBundle('en', 'common', common);
  addResourceBundle('en', 'activity', activity);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('activity list', () => {
  it('a table on a wide screen whose Show changes says each field before and after', () => {
    screenWidth(1280);
    renderList();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Changed');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Show changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Changed · Property' });
    const city = within(dialog).getByRole('row', { name: /^City/ });
    expect(
      within(city)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Lyon', 'Paris']);
  });

  it('exports the events shown as CSV: when, who with role, action and record in words', async () => {
    screenWidth(1280);
    renderList();
    const { fileName, text } = await exportedCsv();
    expect(fileName).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('When,Who,Action,Record');
    expect(lines[1]).toMatch(/^"Nov \d\d, 2026, \d\d:\d\d [AP]M",Ada Counts \(Admin\),Changed,Property$/);
    expect(lines[2]).toMatch(/,Rentwise \(automatic\),Exported,Organisation$/);
    expect(lines).toHaveLength(4);
  });

  it('is one card per event on a phone (390 px), Show changes under each', () => {
    screenWidth(390);
    const { container } = renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = container.querySelectorAll('[data-slot="data-list-card"]');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Show changes' })).toBeTruthy();
  });
});
