import { describe, expect, it } from 'vitest';
import { guessMapping, matchHeader } from './templates';
import { checkRows, type ImportContext, recordKey } from './validate';
import { csvCell, parseAmount, parseDate, possibleDateFormats, toCsv } from './values';

const empty: ImportContext = { properties: new Map(), tenantEmails: new Set() };

describe('amounts', () => {
  it('reads currency symbols, thousands separators and a decimal comma', () => {
    expect(parseAmount('$1,200.50')).toEqual({ cents: 120050 });
    expect(parseAmount('1 200,50 €')).toEqual({ cents: 120050 });
    expect(parseAmount('1.200,50')).toEqual({ cents: 120050 });
    expect(parseAmount('1,200')).toEqual({ cents: 120000 });
    expect(parseAmount('950,5')).toEqual({ cents: 95050 });
    expect(parseAmount('EUR 800')).toEqual({ cents: 80000 });
  });
  it('refuses negatives, letters and malformed numbers', () => {
    expect(parseAmount('-5')).toEqual({ error: 'amountNegative' });
    expect(parseAmount('=1+2')).toEqual({ error: 'amountInvalid' });
    expect(parseAmount('12.345.6')).toEqual({ error: 'amountInvalid' });
    expect(parseAmount('99999999999')).toEqual({ error: 'amountTooLarge' });
  });
});

describe('dates', () => {
  it('reads a date in the chosen format, ISO in any', () => {
    expect(parseDate('03/04/2026', 'DD/MM/YYYY')).toEqual({ date: '2026-04-03' });
    expect(parseDate('03/04/2026', 'MM/DD/YYYY')).toEqual({ date: '2026-03-04' });
    expect(parseDate('2026-02-30', 'DD/MM/YYYY')).toEqual({ error: 'dateInvalid' });
    expect(parseDate('2026-2-3', 'MM/DD/YYYY')).toEqual({ date: '2026-02-03' });
  });
  it('says when the format is ambiguous', () => {
    expect(possibleDateFormats(['03/04/2026', '01/02/2026'])).toEqual(['DD/MM/YYYY', 'MM/DD/YYYY']);
    expect(possibleDateFormats(['25/04/2026', '01/02/2026'])).toEqual(['DD/MM/YYYY']);
    expect(possibleDateFormats(['2026-04-25', ''])).toEqual(['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY']);
  });
});

describe('CSV cells written', () => {
  it('escapes formula-looking text and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+33 6')).toBe("'+33 6");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell(-500)).toBe('-500');
    expect(toCsv([['a', 'b']])).toBe('\ufeffa,b\r\n');
  });
});

describe('headers', () => {
  it('matches English and French headers, accents and case aside', () => {
    expect(matchHeader('tenants', "DATE D'ENTRÉE")).toBe('moveInDate');
    expect(matchHeader('tenants', 'Prénom')).toBe('firstName');
    expect(matchHeader('properties', 'Loyer du lot')).toBe('unitRent');
    expect(matchHeader('properties', 'Colour')).toBeNull();
    expect(guessMapping('properties', ['Adresse du bien', 'Lot', 'Loyer'])).toMatchObject({
      address: 0,
      unitLabel: 1,
      unitRent: 2,
      city: null,
    });
  });
});

describe('checking rows', () => {
  const tenantMapping = guessMapping('tenants', [
    'First name',
    'Last name',
    'Email',
    'Phone',
    'Property address',
    'Unit',
    'Move-in date',
  ]);
  const context: ImportContext = {
    properties: new Map([[recordKey('12 Rue Victor Hugo'), { id: 'p1', units: new Map([['a', 'u1']]) }]]),
    // Only this organisation's addresses: another's are never looked at (decision 030).
    tenantEmails: new Set(['known@example.com']),
  };
  const tenant = (email: string, unit = 'A', moveIn = '2026-01-05') => [
    'Ann',
    'Lee',
    email,
    '+33 6 12 34 56 78',
    '12 rue victor  hugo',
    unit,
    moveIn,
  ];

  it('flags duplicates in the file and against the organisation, and unknown units; an address unknown here is ready', () => {
    const rows = checkRows(
      'tenants',
      [
        tenant('ann@example.com'),
        tenant('ANN@example.com'),
        tenant('known@example.com'),
        tenant('elsewhere@example.com'),
        tenant('new@example.com', 'Z'),
      ],
      tenantMapping,
      null,
      context,
    );
    expect(rows.map((r) => r.status)).toEqual(['ready', 'error', 'warning', 'ready', 'error']);
    expect(rows[1]?.messages).toEqual([{ field: 'email', message: 'imports:errors.duplicateInFile' }]);
    expect(rows[2]?.duplicate).toBe(true);
    expect(rows[3]?.messages).toEqual([]);
    expect(rows[4]?.messages).toEqual([{ field: 'unitLabel', message: 'imports:errors.unitUnknown' }]);
  });

  it('asks for a date format when a date is not ISO', () => {
    const [row] = checkRows(
      'tenants',
      [tenant('b@example.com', 'A', '03/04/2026')],
      tenantMapping,
      null,
      context,
    );
    expect(row?.messages).toEqual([{ field: 'moveInDate', message: 'imports:errors.dateFormatRequired' }]);
    const [chosen] = checkRows(
      'tenants',
      [tenant('b@example.com', 'A', '03/04/2026')],
      tenantMapping,
      'DD/MM/YYYY',
      context,
    );
    expect(chosen?.values.moveInDate).toBe('2026-04-03');
  });

  it('keeps formula-looking text as text with a warning, and reads the forms rules', () => {
    const mapping = guessMapping('properties', ['Property address', 'Property type', 'Unit', 'Unit rent']);
    const rows = checkRows(
      'properties',
      [
        ['=cmd|calc', 'House', 'A', '$1,000'],
        ['1 A', 'House', 'A', '1000'],
        ['5 Main Street', 'House', 'A', '€ 900,50'],
        ['5 Main Street', 'House', 'a', '900'],
      ],
      mapping,
      null,
      empty,
    );
    expect(rows[0]).toMatchObject({ status: 'warning', values: { address: '=cmd|calc', unitRent: 100000 } });
    expect(rows[1]?.messages).toEqual([{ field: 'address', message: 'validation:property.addressMin' }]);
    expect(rows[2]).toMatchObject({ status: 'ready', values: { unitRent: 90050 } });
    expect(rows[3]?.messages).toEqual([{ field: 'unitLabel', message: 'imports:errors.duplicateInFile' }]);
  });
});

describe('round trip of escaped cells', () => {
  it('reads an apostrophe-escaped formula-looking cell back as it was written', () => {
    const mapping = guessMapping('properties', ['Property address', 'Property type', 'Unit', 'Unit rent']);
    const written = csvCell('=5 Main Street').replace(/^"|"$/g, '');
    const [row] = checkRows('properties', [[written, 'House', 'A', '1']], mapping, null, empty);
    expect(row?.values.address).toBe('=5 Main Street');
  });
});
