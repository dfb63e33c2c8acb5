import { formatDate } from '@rentwise/core/dates';
import type { Language } from '@rentwise/core/i18n';
import { toCsv } from '@rentwise/core/imports/values';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import { formatMoney } from '@rentwise/core/money/money';
import type {
  AgedReceivables,
  DepositRegister,
  ExpensesReport,
  IncomeStatement,
  RentRoll,
} from '@rentwise/core/reports/schemas';
import { agingBucketKeys } from '@rentwise/core/reports/schemas';
import PDFDocument from 'pdfkit';
import { drawOrgHeader, type PdfBrand } from '../../pdf/org-header';

/**
 * A report's answer as a table (headings, typed cells, a totals row), from which the CSV and the
 * PDF are written: both show exactly the figures of the JSON the screen shows. CSV money is a plain
 * decimal number (a spreadsheet sums it), text is escaped against formulas by the imports' `toCsv`.
 */

export type Cell =
  | { type: 'text'; value: string | null }
  | { type: 'date'; value: string | null }
  | { type: 'money'; value: number }
  | { type: 'count'; value: number };

export interface ReportTable {
  title: string;
  /** 'As of …' or 'From … to …'. */
  subtitle: string;
  columns: { label: string; numeric: boolean; weight: number }[];
  rows: Cell[][];
  totals: Cell[] | null;
}

export type ReportData =
  | { kind: 'rent-roll'; data: RentRoll }
  | { kind: 'aged-receivables'; data: AgedReceivables }
  | { kind: 'deposits'; data: DepositRegister }
  | { kind: 'income-statement'; data: IncomeStatement }
  | { kind: 'expenses'; data: ExpensesReport };

const text = (value: string | null): Cell => ({ type: 'text', value });
const date = (value: string | null): Cell => ({ type: 'date', value });
const money = (value: number): Cell => ({ type: 'money', value });
const count = (value: number): Cell => ({ type: 'count', value });
const blank = text(null);

function monthLabel(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The report as a table in `language`. */
export function reportTable(report: ReportData, language: Language): ReportTable {
  const l = (key: CatalogKey, values?: Record<string, string>) => translate(language, key, values);
  const col = (key: string, numeric = false, weight = 1) => ({
    label: l(`reports:columns.${key}` as CatalogKey),
    numeric,
    weight,
  });
  const title = l(`reports:kinds.${report.kind}` as CatalogKey);
  const asOf = (value: string) => l('reports:pdf.asOf', { date: formatDate(value, language) });
  const period = (from: string, to: string) =>
    l('reports:pdf.period', { from: monthLabel(from, language), to: monthLabel(to, language) });
  const totalLabel = text(l('reports:page.total'));

  switch (report.kind) {
    case 'rent-roll': {
      const { data } = report;
      return {
        title,
        subtitle: asOf(data.asOf),
        columns: [
          col('property', false, 1.6),
          col('unit', false, 0.8),
          col('tenant', false, 1.4),
          col('start'),
          col('end'),
          col('rent', true),
          col('depositHeld', true),
          col('balance', true),
        ],
        rows: data.rows.map((row) => [
          text(row.propertyName),
          text(row.unitLabel),
          text(row.tenantName),
          date(row.startDate),
          date(row.endDate),
          money(row.rent),
          money(row.depositHeld),
          money(row.balance),
        ]),
        totals: [
          totalLabel,
          blank,
          blank,
          blank,
          blank,
          money(data.totals.rent),
          money(data.totals.depositHeld),
          money(data.totals.balance),
        ],
      };
    }
    case 'aged-receivables': {
      const { data } = report;
      return {
        title,
        subtitle: asOf(data.asOf),
        columns: [
          col('tenant', false, 1.4),
          col('properties', false, 1.6),
          ...agingBucketKeys.map((key) => col(key, true)),
          col('total', true),
        ],
        rows: data.rows.map((row) => [
          text(row.tenantName),
          text(row.propertyNames),
          ...agingBucketKeys.map((key) => money(row[key])),
          money(row.total),
        ]),
        totals: [
          totalLabel,
          blank,
          ...agingBucketKeys.map((key) => money(data.totals[key])),
          money(data.totals.total),
        ],
      };
    }
    case 'deposits': {
      const { data } = report;
      return {
        title,
        subtitle: asOf(new Date().toISOString().slice(0, 10)),
        columns: [
          col('property', false, 1.5),
          col('unit', false, 0.7),
          col('tenant', false, 1.3),
          col('start'),
          col('end'),
          col('required', true),
          col('received', true),
          col('held', true),
          col('status'),
          col('settledOn'),
          col('refundDue', true),
        ],
        rows: data.rows.map((row) => [
          text(row.propertyName),
          text(row.unitLabel),
          text(row.tenantName),
          date(row.startDate),
          date(row.endDate),
          money(row.required),
          money(row.received),
          money(row.held),
          text(l(`reports:depositStatus.${row.status}` as CatalogKey)),
          date(row.settledOn),
          money(row.refundDue),
        ]),
        totals: [
          totalLabel,
          blank,
          blank,
          blank,
          blank,
          money(data.totals.required),
          money(data.totals.received),
          money(data.totals.held),
          blank,
          blank,
          money(data.totals.refundDue),
        ],
      };
    }
    case 'income-statement': {
      const { data } = report;
      const figures = ['income', 'operatingExpenses', 'noi', 'capitalExpenses', 'netCashFlow'] as const;
      return {
        title,
        subtitle: period(data.from, data.to),
        columns: [col('property', false, 2), ...figures.map((key) => col(key, true))],
        rows: data.rows.map((row) => [text(row.propertyName), ...figures.map((key) => money(row[key]))]),
        totals: [totalLabel, ...figures.map((key) => money(data.totals[key]))],
      };
    }
    case 'expenses': {
      const { data } = report;
      return {
        title,
        subtitle: period(data.from, data.to),
        columns: [col('category', false, 2.2), col('operating'), col('count', true), col('amount', true)],
        rows: data.rows.map((row) => [
          text(l(`expenses:categories.${row.category}` as CatalogKey)),
          text(l(row.operating ? 'reports:yes' : 'reports:no')),
          count(row.count),
          money(row.amount),
        ]),
        totals: [totalLabel, blank, count(data.totals.count), money(data.totals.amount)],
      };
    }
  }
}

/** CSV: headings, then rows, then the totals row; money as a decimal number (12.50), dates ISO. */
export function reportCsv(table: ReportTable): string {
  const value = (cell: Cell): string | number | null => {
    // A number, never a string: a negative amount is not escaped like a formula.
    if (cell.type === 'money') return Number((cell.value / 100).toFixed(2));
    return cell.value;
  };
  return toCsv([
    table.columns.map((column) => column.label),
    ...table.rows.map((row) => row.map(value)),
    ...(table.totals ? [table.totals.map(value)] : []),
  ]);
}

/** The PDF's standard fonts are WinAnsi: Intl's narrow no-break spaces become plain ones (as receipts). */
const winAnsi = (value: string) => value.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[–—]/g, '-');

/** The report as a landscape A4 PDF with the organisation's name and logo, in `language` and `currency`. */
export function reportPdf(
  table: ReportTable,
  options: { language: Language; currency: string; brand: PdfBrand; generatedOn: string },
): Promise<Buffer> {
  const { language, currency } = options;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `${table.title} — ${options.brand.name}`, Author: 'Rentwise' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const format = (cell: Cell): string => {
    if (cell.type === 'money')
      return winAnsi(formatMoney(cell.value, language, { decimals: true, currency }));
    if (cell.type === 'count') return String(cell.value);
    if (cell.type === 'date') return cell.value ? winAnsi(formatDate(cell.value, language)) : '';
    return winAnsi(cell.value ?? '');
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const weights = table.columns.reduce((total, column) => total + column.weight, 0);
  const xs: number[] = [];
  let x = left;
  for (const column of table.columns) {
    xs.push(x);
    x += (width * column.weight) / weights;
  }
  const widthOf = (index: number) => (width * table.columns[index].weight) / weights - 6;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;

  drawOrgHeader(doc, options.brand, { fontSize: 10 });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#111827').text(winAnsi(table.title), left);
  doc.font('Helvetica').fontSize(10).fillColor('#4b5563').text(winAnsi(table.subtitle), left);
  doc
    .fontSize(8)
    .text(
      winAnsi(
        translate(language, 'reports:pdf.generated', { date: formatDate(options.generatedOn, language) }),
      ),
    );
  doc.moveDown(0.8);

  const line = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor('#111827');
    const heights = cells.map((value, index) => doc.heightOfString(value, { width: widthOf(index) }));
    const height = Math.max(10, ...heights);
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .fillColor('#111827');
    }
    const y = doc.y;
    cells.forEach((value, index) => {
      doc.text(value, xs[index], y, {
        width: widthOf(index),
        align: table.columns[index].numeric ? 'right' : 'left',
      });
    });
    doc.y = y + height + 3;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#d1d5db')
      .stroke();
    doc.y += 3;
  };
  const header = () => {
    doc.fillColor('#374151');
    line(
      table.columns.map((column) => winAnsi(column.label)),
      true,
    );
    rule();
  };

  header();
  for (const row of table.rows) line(row.map(format), false);
  if (table.totals) {
    rule();
    line(table.totals.map(format), true);
  }
  doc.end();
  return done;
}
