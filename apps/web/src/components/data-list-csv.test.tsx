import en from '@rentwise/core/locales/en/common.json';
import { cleanup, render } from '@testing-library/react';
import { Users } from 'lucide-react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { nodeText } from '@/lib/csv-download';
import { DataList } from './data-list';
import { exportedCsv, screenWidth } from './data-list.fixture';

/** Decision 031: a list's Export CSV saves what it shows, formula cells escaped. */

interface Row {
  id: string;
  name: string;
  note: string;
}

beforeAll(async () => {
  addResourceBundle('en', 'common', en);
  await i18n.changeLanguage('en');
  screenWidth(1280);
});
afterEach(cleanup);

describe('Export CSV on a list', () => {
  it('reads the text a cell shows', () => {
    expect(
      nodeText(
        <>
          <p>
            {'Ann'} {'Lee'}
          </p>
          <span>Active</span>
        </>,
      ),
    ).toBe('Ann Lee Active');
  });

  it('saves the rows on screen with the columns as headers, formulas escaped, without the buttons column', async () => {
    const rows: Row[] = [
      { id: 'a', name: 'Anna Lee', note: '=HYPERLINK("x")' },
      { id: 'b', name: 'Ben, Roy', note: 'ok' },
    ];
    render(
      <DataList
        csvName="tenants"
        query={{ isError: false, isPending: false, error: null, data: { items: rows } }}
        rowKey={(row) => row.id}
        rowName={(row) => row.name}
        columns={[
          { label: 'Tenant', cell: (row) => <strong>{row.name}</strong> },
          { label: 'Note', cell: () => <span />, csv: (row) => row.note },
          // A row's own buttons are not data: left out of the CSV.
          { label: 'Actions', card: 'footer', cell: () => <button type="button">Open</button> },
        ]}
        loadingText="Loading…"
        errorText={(message) => message}
        emptyIcon={Users}
        emptyText="None"
      />,
    );
    const { fileName, text } = await exportedCsv();
    expect(fileName).toMatch(/^tenants-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text).toBe('Tenant,Note\r\nAnna Lee,"\'=HYPERLINK(""x"")"\r\n"Ben, Roy",ok\r\n');
  });
});
