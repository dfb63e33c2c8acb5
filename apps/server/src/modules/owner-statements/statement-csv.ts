import type { Language } from '@rentwise/core/i18n';
import { csvCell } from '@rentwise/core/imports/values';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import type { OwnerStatement, StatementLine } from '@rentwise/core/owner-statements/schemas';

/**
 * The owner statement as CSV (issue 19 item 3): one row per line with its section, its source and
 * receipt links and the owner's part, then the summary rows that tie out. Text cells go through the
 * imports' escaper (a cell a spreadsheet would evaluate is prefixed with an apostrophe); amounts are
 * our own decimals with a point, written as they are (a refund's minus sign is a number's, not a
 * formula's). French headers with semicolons, like the exports.
 */

/** An amount cell: cents as a decimal with two places ('-12.50'). */
class Amount {
  constructor(readonly cents: number) {}
  toString(): string {
    const sign = this.cents < 0 ? '-' : '';
    const abs = Math.abs(this.cents);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  }
}

type Cell = string | number | null | Amount;

export function renderStatementCsv(statement: OwnerStatement, language: Language, origin = ''): string {
  const delimiter = language === 'fr' ? ';' : ',';
  const l = (key: CatalogKey) => translate(language, key);
  const rows: Cell[][] = [
    [
      l('owners:statements.columns.section'),
      l('owners:statements.columns.date'),
      l('owners:statements.columns.description'),
      l('owners:statements.columns.property'),
      l('owners:statements.columns.unit'),
      l('owners:statements.columns.category'),
      l('owners:statements.columns.source'),
      `${l('owners:statements.columns.source')} URL`,
      l('owners:statements.columns.receipt'),
      l('owners:statements.columns.amount'),
      `${l('owners:statements.columns.share')} %`,
      l('owners:statements.columns.ownerAmount'),
    ],
  ];
  const line = (section: string, row: StatementLine, category: string | null = null): Cell[] => [
    section,
    row.date,
    row.description,
    row.propertyName,
    row.unitLabel,
    category,
    l(`owners:statements.sourceType.${row.source.type}` as CatalogKey),
    row.source.href ? `${origin}${row.source.href}` : null,
    row.receiptHref ? `${origin}${row.receiptHref}` : null,
    new Amount(row.amount),
    new Amount(row.shareBasisPoints).toString(),
    new Amount(row.ownerAmount),
  ];
  const income = l('owners:statements.income');
  for (const unit of statement.income.units) for (const row of unit.lines) rows.push(line(income, row));
  const expenses = l('owners:statements.expenses');
  for (const category of statement.expenses.categories) {
    const name = l(`expenses:categories.${category.category}` as CatalogKey);
    for (const row of category.lines) rows.push(line(expenses, row, name));
  }
  for (const row of statement.contributions.lines) rows.push(line(l('owners:statements.contributions'), row));
  for (const row of statement.distributions.lines) rows.push(line(l('owners:statements.distributions'), row));

  const summary = (key: CatalogKey, cents: number): Cell[] => [
    l('owners:statements.summary'),
    null,
    l(key),
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    new Amount(cents),
  ];
  rows.push(
    summary('owners:statements.opening', statement.openingBalance),
    summary('owners:statements.incomeTotal', statement.income.total),
    summary('owners:statements.expensesTotal', statement.expenses.total),
    summary('owners:statements.fee', statement.fee.amount),
    summary('owners:statements.contributions', statement.contributions.total),
    summary('owners:statements.distributions', statement.distributions.total),
    summary('owners:statements.closing', statement.closingBalance),
    summary('owners:statements.reserve', statement.reserve.total),
    summary('owners:statements.available', statement.availableToDistribute),
  );
  const text = rows
    .map((row) =>
      row
        .map((cell) => (cell instanceof Amount ? cell.toString() : csvCell(cell, delimiter)))
        .join(delimiter),
    )
    .join('\r\n');
  return `\ufeff${text}\r\n`;
}
