import { describe, expect, it } from 'vitest';
import { guessMapping } from './templates';
import { checkRows, type ImportContext } from './validate';

/** Issue 20 item 1–2: leases with their terms and opening balances; vendors. */

const context: ImportContext = {
  properties: new Map([
    [
      '12 main street',
      {
        id: 'p1',
        units: new Map([
          ['a', 'u-a'],
          ['b', 'u-b'],
        ]),
      },
    ],
  ]),
  tenantEmails: new Set(),
  tenantIds: new Map([
    ['ann@example.com', 't1'],
    ['bob@example.com', 't2'],
  ]),
  unitLeases: new Map([
    ['u-b', [{ tenantEmail: 'bob@example.com', startDate: '2025-01-01', endDate: '2026-12-31' }]],
  ]),
  vendorEmails: new Set(['fixit@example.com']),
};

const leaseHeader = [
  'Property address',
  'Unit',
  'Tenant email',
  'Start date',
  'End date',
  'Rent',
  'Due day',
  'Grace days',
  'Late fee',
  'Deposit held',
  'Opening balance',
];

function checkLeases(rows: string[][], header = leaseHeader) {
  return checkRows('leases', rows, guessMapping('leases', header), 'DD/MM/YYYY', context);
}

describe('leases import rows', () => {
  it('reads the terms, amounts with currency symbols and a decimal comma, and the opening balance', () => {
    const [row] = checkLeases([
      [
        '12 Main Street',
        'A',
        'Ann@Example.com',
        '01/02/2025',
        '31/01/2027',
        '1 200,50 €',
        '5',
        '3',
        '$50',
        '€1.200,00',
        '2.450,75',
      ],
    ]);
    expect(row?.status).toBe('ready');
    expect(row?.values).toMatchObject({
      unitLabel: 'A',
      tenantEmail: 'ann@example.com',
      startDate: '2025-02-01',
      endDate: '2027-01-31',
      rentAmount: 120050,
      dueDay: 5,
      graceDays: 3,
      lateFee: 5000,
      depositHeld: 120000,
      openingBalance: 245075,
    });
  });

  it('matches French headers', () => {
    const mapping = guessMapping('leases', [
      'Adresse du bien',
      'Lot',
      'E-mail du locataire',
      'Date de début',
      'Date de fin',
      'Loyer',
      "Solde d'ouverture",
    ]);
    expect(mapping).toMatchObject({
      address: 0,
      unitLabel: 1,
      tenantEmail: 2,
      startDate: 3,
      openingBalance: 6,
    });
  });

  it('refuses an unknown unit, an unknown tenant, an overlapping lease and bad terms', () => {
    const rows = checkLeases([
      ['12 Main Street', 'Z', 'ann@example.com', '01/01/2026', '31/12/2026', '1000', '', '', '', '', ''],
      ['12 Main Street', 'A', 'nobody@example.com', '01/01/2026', '31/12/2026', '1000', '', '', '', '', ''],
      ['12 Main Street', 'B', 'ann@example.com', '01/06/2026', '31/12/2027', '1000', '', '', '', '', ''],
      ['12 Main Street', 'A', 'ann@example.com', '01/01/2026', '01/01/2025', '1000', '32', 'x', '', '', ''],
      ['9 Nowhere', 'A', 'ann@example.com', '01/01/2026', '31/12/2026', 'abc', '', '', '', '', ''],
    ]);
    const messages = rows.map((row) => row.messages.map((m) => `${m.field}:${m.message}`));
    expect(rows.map((row) => row.status)).toEqual(['error', 'error', 'error', 'error', 'error']);
    expect(messages[0]).toContain('unitLabel:imports:errors.unitUnknown');
    expect(messages[1]).toContain('tenantEmail:imports:errors.tenantUnknown');
    expect(messages[2]).toContain('unitLabel:imports:errors.leaseOverlap');
    expect(messages[3]).toEqual(
      expect.arrayContaining([
        'endDate:validation:lease.endAfterStart',
        'dueDay:validation:lease.dueDayRange',
        'graceDays:imports:errors.integerInvalid',
      ]),
    );
    expect(messages[4]).toEqual(
      expect.arrayContaining([
        'address:imports:errors.propertyUnknown',
        'rentAmount:imports:errors.amountInvalid',
      ]),
    );
  });

  it('reports the same lease again as a duplicate, and two rows on one unit over the same days', () => {
    const rows = checkLeases([
      ['12 Main Street', 'B', 'bob@example.com', '01/01/2025', '31/12/2026', '900', '', '', '', '', ''],
      ['12 Main Street', 'A', 'ann@example.com', '01/01/2026', '31/12/2026', '900', '', '', '', '', ''],
      ['12 Main Street', 'A', 'bob@example.com', '01/06/2026', '31/12/2027', '900', '', '', '', '', ''],
    ]);
    expect(rows[0]).toMatchObject({ status: 'warning', duplicate: true });
    expect(rows[1]?.status).toBe('ready');
    expect(rows[2]?.messages).toContainEqual({
      field: 'unitLabel',
      message: 'imports:errors.leaseOverlapInFile',
    });
  });
});

describe('vendors import rows', () => {
  it('checks with the Add Vendor rules, English or French headers, duplicates in the file and the organisation', () => {
    const mapping = guessMapping('vendors', ['Nom', 'Métier', 'E-mail', 'Téléphone']);
    expect(mapping).toEqual({ name: 0, trade: 1, email: 2, phone: 3 });
    const rows = checkRows(
      'vendors',
      [
        ['Plomberie Martin', 'Plumbing', 'martin@example.com', '04 78 00 00 00'],
        ['Fix It', 'General', 'FIXIT@example.com', '555 010 0000 1'],
        ['Other', 'General', 'martin@example.com', '555 010 0000 2'],
        ['X', '', 'nope', '12'],
      ],
      mapping,
      null,
      context,
    );
    expect(rows.map((row) => row.status)).toEqual(['ready', 'warning', 'error', 'error']);
    expect(rows[1]?.duplicate).toBe(true);
    expect(rows[2]?.messages).toContainEqual({ field: 'email', message: 'imports:errors.duplicateInFile' });
    expect(rows[3]?.messages.map((m) => m.field)).toEqual(['name', 'trade', 'email', 'phone']);
  });
});
