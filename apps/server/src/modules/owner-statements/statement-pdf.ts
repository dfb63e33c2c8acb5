import { formatDate } from '@rentwise/core/dates';
import { intlLocale, type Language } from '@rentwise/core/i18n';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import { formatMoney } from '@rentwise/core/money/money';
import type { OwnerStatement, StatementLine } from '@rentwise/core/owner-statements/schemas';
import PDFDocument from 'pdfkit';
import { drawOrgHeader } from '../../pdf/org-header';

/**
 * The owner statement as an A4 PDF (issue 19 item 3), the receipt's code path (pdfkit, built-in
 * Helvetica): the organisation's name and logo (pdf/org-header), the owner and the month, the summary that ties out, then
 * every section's lines with the source each comes from. EN/FR by the reader's language.
 */

/** The PDF standard fonts are WinAnsi: Intl's narrow no-break spaces become plain no-break ones. */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

export interface StatementPdfInput {
  statement: OwnerStatement;
  language: Language;
  currency: string;
  organisationName: string;
  /** The organisation's logo (PNG/JPEG bytes), drawn beside its name; null: the name alone. */
  logo?: Buffer | null;
}

/** 'March 2026' / 'mars 2026'. */
function monthName(period: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

/** '8%' / '8 %' from basis points. */
export function formatBasisPoints(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

export function renderStatementPdf({
  statement,
  language,
  currency,
  organisationName,
  logo = null,
}: StatementPdfInput): Promise<Buffer> {
  const l = (key: CatalogKey, values?: Record<string, string | number>) =>
    winAnsi(translate(language, key, values));
  const money = (cents: number) => winAnsi(formatMoney(cents, language, { decimals: true, currency }));
  const date = (value: string) => winAnsi(formatDate(value.slice(0, 10), language));
  const month = monthName(statement.period, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `${l('owners:statements.title')} ${statement.ownerName} ${month}`,
      Author: organisationName || 'Rentwise',
      // The same statement renders to the same document: its publication's date, or the month's end.
      CreationDate: new Date(statement.publishedAt ?? `${statement.to}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 24;
  const ensureRoom = (height = 16) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  drawOrgHeader(doc, { name: organisationName, logo });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text(l('owners:statements.title'));
  doc.font('Helvetica').fontSize(11).fillColor('#374151');
  doc.text(`${l('owners:statements.owner')}: ${winAnsi(statement.ownerName)}`);
  doc.text(
    `${l('owners:statements.period')}: ${winAnsi(month)} (${l('owners:statements.periodRange', {
      from: date(statement.from),
      to: date(statement.to),
    })})`,
  );
  doc
    .fillColor('#6b7280')
    .fontSize(9)
    .text(
      statement.version !== null && statement.publishedAt
        ? l('owners:statements.publishedVersion', {
            version: statement.version,
            date: date(statement.publishedAt),
          })
        : l('owners:statements.live'),
    );
  doc.moveDown(1);

  // The summary: the tie-out, one figure a line.
  const summaryRow = (label: string, cents: number, bold = false) => {
    ensureRoom();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10.5)
      .fillColor('#111827');
    doc.text(label, left, y, { width: width * 0.65 });
    doc.text(money(cents), left + width * 0.65, y, { width: width * 0.35, align: 'right' });
    doc.moveDown(0.25);
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#d1d5db')
      .stroke();
    doc.moveDown(0.4);
  };
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#111827').text(l('owners:statements.summary'), left);
  doc.moveDown(0.3);
  summaryRow(l('owners:statements.opening'), statement.openingBalance);
  summaryRow(`+ ${l('owners:statements.income')}`, statement.income.total);
  summaryRow(`- ${l('owners:statements.expenses')}`, statement.expenses.total);
  summaryRow(`- ${l('owners:statements.fee')}`, statement.fee.amount);
  summaryRow(`+ ${l('owners:statements.contributions')}`, statement.contributions.total);
  summaryRow(`- ${l('owners:statements.distributions')}`, statement.distributions.total);
  rule();
  summaryRow(l('owners:statements.closing'), statement.closingBalance, true);
  summaryRow(l('owners:statements.reserve'), statement.reserve.total);
  summaryRow(l('owners:statements.available'), statement.availableToDistribute, true);
  doc.moveDown(0.8);

  // A section's lines: date, description (property · unit), source, owner's part.
  const columns = { date: left, text: left + 72, source: left + width * 0.62, amount: left + width * 0.78 };
  const amountWidth = width * 0.22;
  const heading = (title: string) => {
    ensureRoom(48);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#111827').text(title, left);
    doc.moveDown(0.2);
  };
  // One line a record, written without measuring (a large owner's month has thousands of lines):
  // a description longer than its column is shortened with an ellipsis.
  const fit = (text: string, width: number) => {
    const max = Math.floor(width / 4.4);
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  };
  const lineRow = (line: StatementLine) => {
    const place = [line.propertyName, line.unitLabel].filter(Boolean).join(' · ');
    const textWidth = columns.source - columns.text - 6;
    const description = winAnsi(fit(place ? `${line.description} (${place})` : line.description, textWidth));
    const source = l(`owners:statements.sourceType.${line.source.type}` as CatalogKey);
    ensureRoom(15);
    const y = doc.y;
    const one = { lineBreak: false } as const;
    doc.font('Helvetica').fontSize(9);
    doc.fillColor('#374151').text(date(line.date), columns.date, y, { ...one, width: 70 });
    doc.fillColor('#111827').text(description, columns.text, y, { ...one, width: textWidth });
    doc
      .fillColor('#6b7280')
      .text(
        line.receiptHref ? `${source} + ${l('owners:statements.viewReceipt')}` : source,
        columns.source,
        y,
        {
          ...one,
          width: columns.amount - columns.source - 4,
        },
      );
    doc
      .fillColor('#111827')
      .text(money(line.ownerAmount), columns.amount, y, { ...one, width: amountWidth, align: 'right' });
    doc.y = y + 14;
    doc.x = left;
  };
  const subtotal = (label: string, cents: number) => {
    ensureRoom();
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor('#111827');
    doc.text(label, columns.text, y, { width: columns.amount - columns.text });
    doc.text(money(cents), columns.amount, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.5);
    doc.x = left;
  };
  const nothing = () => {
    doc.font('Helvetica').fontSize(9.5).fillColor('#6b7280').text(l('owners:statements.nothing'), left);
    doc.moveDown(0.5);
  };

  heading(l('owners:statements.income'));
  if (statement.income.units.length === 0) nothing();
  for (const unit of statement.income.units) {
    for (const line of unit.lines) lineRow(line);
    subtotal(
      winAnsi([unit.propertyName, unit.unitLabel ?? l('owners:statements.noUnit')].join(' · ')),
      unit.total,
    );
  }
  subtotal(l('owners:statements.incomeTotal'), statement.income.total);
  doc.moveDown(0.4);

  heading(l('owners:statements.expenses'));
  if (statement.expenses.categories.length === 0) nothing();
  for (const category of statement.expenses.categories) {
    for (const line of category.lines) lineRow(line);
    subtotal(l(`expenses:categories.${category.category}` as CatalogKey), category.total);
  }
  subtotal(l('owners:statements.expensesTotal'), statement.expenses.total);
  doc.moveDown(0.4);

  heading(l('owners:statements.fee'));
  doc.font('Helvetica').fontSize(9.5).fillColor('#374151');
  for (const text of feeLines(statement, language, currency)) {
    ensureRoom();
    doc.text(winAnsi(text), left);
  }
  subtotal(l('owners:statements.fee'), statement.fee.amount);
  doc.moveDown(0.4);

  for (const [key, section] of [
    ['owners:statements.contributions', statement.contributions],
    ['owners:statements.distributions', statement.distributions],
  ] as const) {
    heading(l(key));
    if (section.lines.length === 0) nothing();
    for (const line of section.lines) lineRow(line);
    subtotal(l('owners:statements.total'), section.total);
    doc.moveDown(0.4);
  }

  heading(l('owners:statements.reserve'));
  for (const reserve of statement.reserve.properties) {
    ensureRoom();
    const y = doc.y;
    doc.font('Helvetica').fontSize(9.5).fillColor('#111827');
    doc.text(winAnsi(reserve.propertyName), columns.text, y, { width: columns.amount - columns.text });
    doc.text(money(reserve.amount), columns.amount, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.3);
  }
  subtotal(l('owners:statements.total'), statement.reserve.total);

  doc.moveDown(1);
  ensureRoom(40);
  doc.font('Helvetica').fontSize(8.5).fillColor('#6b7280');
  doc.text(l('owners:statements.footer'), left, doc.y, { width });
  doc.text(l('owners:statements.pdfFooter', { currency }), left, doc.y, { width });
  doc.end();
  return done;
}

/** How the month's fee was computed, in words (the PDF's and the CSV's fee section). */
export function feeLines(statement: OwnerStatement, language: Language, currency: string): string[] {
  const money = (cents: number) => formatMoney(cents, language, { decimals: true, currency });
  const { fee } = statement;
  const say = (key: CatalogKey, values?: Record<string, string | number>) => translate(language, key, values);
  if (fee.policy.kind === 'none') return [say('owners:statements.feeNone')];
  if (fee.policy.kind === 'flat') return [say('owners:statements.feeFlat')];
  const lines = [
    say('owners:statements.feePercent', {
      percent: formatBasisPoints(fee.policy.percentBasisPoints, language),
      base: money(fee.base),
      amount: money(fee.percentAmount),
    }),
  ];
  if (fee.policy.minimumPerUnit > 0)
    lines.push(
      say('owners:statements.feeMinimum', {
        perUnit: money(fee.policy.minimumPerUnit),
        units: new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(
          fee.unitHundredths / 100,
        ),
        amount: money(fee.minimumAmount),
      }),
    );
  return lines;
}
