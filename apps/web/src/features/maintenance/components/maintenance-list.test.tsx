import common from '@rentwise/core/locales/en/common.json';
import en from '@rentwise/core/locales/en/maintenance.json';
import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { exportedCsv, onePageQuery, screenWidth } from '@/components/data-list.fixture';
import type { useMaintenanceRequests } from '../api/get-maintenance-requests';
import { MaintenanceList } from './maintenance-list';

/** Owner › Maintenance on the shared DataList (issue 20 item 1): cards on a phone, Export CSV. */

const request = (over: Partial<MaintenanceRequest>) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    propertyAddress: '12 Oak Street',
    unitLabel: 'B',
    reportedByKind: 'tenant',
    tenantName: 'Anna Lee',
    title: 'Dripping tap',
    priority: 'high',
    status: 'in_progress',
    vendor: { id: 'v', name: 'Fix It Ltd' },
    scheduledFor: '2026-12-03',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...over,
  }) as MaintenanceRequest;

const requests = [
  request({}),
  request({
    id: '00000000-0000-4000-8000-000000000002',
    title: '=HYPERLINK("x") broken',
    unitLabel: null,
    reportedByKind: 'owner',
    tenantName: null,
    priority: 'low',
    status: 'pending',
    vendor: null,
    scheduledFor: null,
  }),
];

const query = onePageQuery(requests) as unknown as ReturnType<typeof useMaintenanceRequests>;

beforeAll(async () => {
  addResourceBundle('en', 'common', common);
  addResourceBundle('en', 'maintenance', en);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('maintenance list', () => {
  it('exports the requests shown as CSV: each column in words, formulas escaped, no buttons', async () => {
    screenWidth(1280);
    const onOpen = vi.fn();
    render(<MaintenanceList query={query} filtered={false} onOpen={onOpen} />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Open Dripping tap' }));
    expect(onOpen).toHaveBeenCalledWith(requests[0]?.id);
    const { fileName, text } = await exportedCsv();
    expect(fileName).toMatch(/^maintenance-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.split('\r\n')).toEqual([
      'Issue,Status,Priority,Property,Reported,Vendor',
      'Dripping tap,In Progress,High,12 Oak Street · B,"Nov 20, 2026 · Reported by Anna Lee","Fix It Ltd · Planned visit: Dec 3, 2026"',
      `"'=HYPERLINK(""x"") broken",Pending,Low,12 Oak Street,"Nov 20, 2026 · Logged by you",Unassigned`,
      '',
    ]);
  });

  it('is one card per request on a phone (390 px): no table to scroll sideways', () => {
    screenWidth(390);
    const { container } = render(<MaintenanceList query={query} filtered={false} onOpen={vi.fn()} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelectorAll('[data-slot="data-list-card"]')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Actions for Dripping tap' })).toBeTruthy();
  });
});
