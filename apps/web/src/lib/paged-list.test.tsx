import en from '@rentwise/core/locales/en/common.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { useTenants } from '@/features/tenants/api/get-tenants';

/** 450 tenants behind GET /api/tenants, served a page at a time through the cursor. */
const TOTAL = 450;
function stubServer() {
  const limits: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://x').searchParams;
      const limit = Number(query.get('limit'));
      limits.push(limit);
      const from = Number(query.get('cursor') ?? 0);
      const to = Math.min(from + limit, TOTAL);
      const items = Array.from({ length: to - from }, (_, i) => ({
        id: `t${from + i}`,
        firstName: 'Tenant',
        lastName: String(from + i + 1),
      }));
      return new Response(JSON.stringify({ items, nextCursor: to < TOTAL ? String(to) : null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return limits;
}

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );
}

function TenantPicker() {
  const tenants = useTenants({}, { all: true });
  return (
    <select aria-label="Tenant">
      {tenants.data?.items.map((t) => (
        <option key={t.id} value={t.id}>
          {t.firstName} {t.lastName}
        </option>
      ))}
    </select>
  );
}

function TenantTable() {
  const tenants = useTenants();
  return (
    <DataList
      paged
      query={tenants}
      rowKey={(t) => t.id}
      rowName={(t) => `${t.firstName} ${t.lastName}`}
      loadingText="Loading"
      errorText={(m) => m}
      emptyIcon={Users}
      emptyText="None"
      columns={[{ label: 'Tenant', cell: (t) => `${t.firstName} ${t.lastName}` }]}
    />
  );
}

beforeAll(async () => {
  addResourceBundle('en', 'common', en);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lists beyond 200 rows (issue 18 item 10)', () => {
  it('a picker follows every cursor: all 450 tenants are choices, not the first 200', async () => {
    const limits = stubServer();
    render(wrap(<TenantPicker />));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(TOTAL), { timeout: 8000 });
    expect(screen.getByRole('option', { name: 'Tenant 450' })).toBeTruthy();
    expect(limits).toEqual([200, 200, 200]);
  });

  it('a list page shows a page, then Load more until every row is there', async () => {
    stubServer();
    render(wrap(<TenantTable />));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 50));
    for (let shown = 50; shown < TOTAL; shown += 50) {
      fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + Math.min(shown + 50, TOTAL)));
    }
    expect(screen.getByText('Tenant 450')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });
});
