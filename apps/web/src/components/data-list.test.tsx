import en from '@rentwise/core/locales/en/common.json';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Users } from 'lucide-react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { type DataColumn, DataList, type ListQuery } from './data-list';
import { screenWidth } from './data-list.fixture';

interface Row {
  id: string;
  name: string;
  rent: string;
  status: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Anna Lee', rent: '$1,200.00', status: 'Active' },
  { id: 'b', name: 'Ben Roy', rent: '$950.00', status: 'Draft' },
];

const columns: DataColumn<Row>[] = [
  { label: 'Tenant', card: 'title', cell: (row) => row.name },
  { label: 'Rent', end: true, cell: (row) => row.rent },
  { label: 'Status', card: 'status', cell: (row) => row.status },
];

function renderList(query: ListQuery<Row>, onView = vi.fn(), onRemind = vi.fn()) {
  render(
    <DataList
      query={query}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      columns={columns}
      actionsLabel="Actions"
      actions={(row) => [
        { label: 'View', onSelect: () => onView(row.id) },
        ...(row.status === 'Draft'
          ? []
          : [{ label: 'Remind', iconOnly: true, onSelect: () => onRemind(row.id) }]),
      ]}
      loadingText="Loading…"
      errorText={(message) => `Could not load: ${message}`}
      emptyIcon={Users}
      emptyText="No tenants yet"
    />,
  );
  return { onView, onRemind };
}

const loaded: ListQuery<Row> = { isError: false, isPending: false, error: null, data: { items: rows } };

beforeAll(async () => {
  addResourceBundle('en', 'common', en);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataList', () => {
  it('is a table on a wide screen: a header per column, a row per item, the actions as buttons', () => {
    screenWidth(1280);
    const { onView, onRemind } = renderList(loaded);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tenant', 'Rent', 'Status', 'Actions']);
    const [, anna, ben] = within(table).getAllByRole('row');
    expect(
      within(anna)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Anna Lee', '$1,200.00', 'Active', 'View']);
    fireEvent.click(within(anna).getByRole('button', { name: 'Remind' }));
    expect(onRemind).toHaveBeenCalledWith('a');
    expect(within(ben).queryByRole('button', { name: 'Remind' })).toBeNull();
    fireEvent.click(within(ben).getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith('b');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('is one card per item on a phone: title, status, labelled figures and a menu of the row’s actions', async () => {
    screenWidth(390);
    const { onRemind } = renderList(loaded);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const anna = cards[0] as HTMLElement;
    expect(within(anna).getByText('Anna Lee')).toBeTruthy();
    expect(within(anna).getByText('Active')).toBeTruthy();
    // Each other column is a labelled line.
    const label = within(anna).getByText('Rent');
    expect(label.tagName).toBe('DT');
    expect(label.nextElementSibling?.textContent).toBe('$1,200.00');
    // The menu holds the same actions as the table row, and runs them.
    const trigger = within(anna).getByRole('button', { name: 'Actions for Anna Lee' });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View', 'Remind']);
    fireEvent.click(items[1] as HTMLElement);
    expect(onRemind).toHaveBeenCalledWith('a');
  });

  it('shows loading, the server’s error and the empty line instead of rows', () => {
    screenWidth(390);
    renderList({ isError: false, isPending: true, error: null });
    expect(screen.getByText('Loading…')).toBeTruthy();
    cleanup();
    renderList({ isError: true, isPending: false, error: new Error('boom') });
    expect(screen.getByRole('alert').textContent).toBe('Could not load: boom');
    cleanup();
    renderList({ isError: false, isPending: false, error: null, data: { items: [] } });
    expect(screen.getByText('No tenants yet')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
