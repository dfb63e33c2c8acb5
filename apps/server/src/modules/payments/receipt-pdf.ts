import { formatDate } from '@rentwise/core/dates';
import { intlLocale, type Language } from '@rentwise/core/i18n';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import { formatMoney } from '@rentwise/core/money/money';
import type { Receipt } from '@rentwise/core/payments/receipt';
import PDFDocument from 'pdfkit';

/**
 * The PDF standard fonts are WinAnsi-encoded: Intl's French group separator (U+202F, narrow
 * no-break space) is not in that set and would print as a stray glyph, so it becomes U+00A0.
 */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

/** 'Nov 22, 2026' / '22 nov. 2026' — the day in UTC, as the ledger's dates are. */
export function formatReceiptDate(value: string, language: Language): string {
  // A timestamp's day in UTC is the first ten characters of its ISO form.
  return formatDate(value.length === 10 ? value : new Date(value).toISOString().slice(0, 10), language);
}

/** 'Rent November 2026' / 'Loyer novembre 2026'. */
export function allocationLabel(allocation: Receipt['allocations'][number], language: Language): string {
  const period = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${allocation.period}-01T00:00:00Z`));
  return translate(language, `leases:kind.${allocation.kind}`, { period });
}

/** The receipt as an A4 PDF (pdfkit with its built-in Helvetica: no font files to ship). */
export function renderReceiptPdf(receipt: Receipt, language: Language = receipt.language): Promise<Buffer> {
  // The web's receipt labels, methods and charge names: the PDF and the page say the same.
  const l = (key: CatalogKey, values?: Record<string, string>) => translate(language, key, values);
  const money = (cents: number) =>
    winAnsi(formatMoney(cents, language, { decimals: true, currency: receipt.currency }));
  const date = (value: string) => winAnsi(formatReceiptDate(value, language));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${l('payments:receipt.pdfTitle')} ${receipt.number}`,
      Author: 'Rentwise',
      // The payment's date, not "now": the same receipt renders to the same document.
      CreationDate: new Date(receipt.date),
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

  doc.font('Helvetica-Bold').fontSize(11).fillColor('#2563eb').text('Rentwise');
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#111827').text(l('payments:receipt.pdfTitle'));
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#4b5563')
    .text(`${l('payments:receipt.number')}: ${receipt.number}`);
  if (receipt.voided) {
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#b91c1c')
      .text(
        winAnsi(
          l(receipt.voided.returned ? 'payments:receipt.returned' : 'payments:receipt.voided', {
            date: date(receipt.voided.date),
            reason: receipt.voided.reason,
          }),
        ),
      );
  }
  doc.moveDown(1.2);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(label, left, y, { width: 170 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#111827')
      .text(winAnsi(value), left + 180, y, { width: width - 180 });
    doc.moveDown(0.4);
  };
  row(l('payments:receipt.date'), date(receipt.date));
  row(l('payments:receipt.tenant'), receipt.tenant.name);
  if (receipt.landlord.name) row(l('payments:receipt.landlord'), receipt.landlord.name);
  row(
    l('payments:receipt.property'),
    receipt.property.unitLabel
      ? `${receipt.property.address} · ${receipt.property.unitLabel}`
      : receipt.property.address,
  );
  row(l('payments:receipt.method'), translate(language, `payments:method.${receipt.method}`));
  if (receipt.reference) row(l('payments:receipt.reference'), receipt.reference);

  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(l('payments:receipt.amount'), left);
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#111827').text(money(receipt.amount), left);
  doc.moveDown(1);

  // Where the money went: one line per charge it settled.
  const columns = [left, left + width * 0.55, left + width * 0.78];
  const header = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#374151');
  doc.text(l('payments:receipt.appliedTo'), columns[0], header);
  doc.text(l('payments:receipt.dueDate'), columns[1], header);
  doc.text(l('payments:receipt.lineAmount'), columns[2], header, { width: width * 0.22, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .strokeColor('#d1d5db')
    .stroke();
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
  if (receipt.allocations.length === 0) doc.text(l('payments:receipt.noAllocations'), left);
  for (const allocation of receipt.allocations) {
    const y = doc.y;
    doc.text(winAnsi(allocationLabel(allocation, language)), columns[0], y, { width: width * 0.53 });
    doc.text(date(allocation.dueDate), columns[1], y);
    doc.text(money(allocation.amount), columns[2], y, { width: width * 0.22, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8);
  if (receipt.unallocated > 0) row(l('payments:receipt.unallocated'), money(receipt.unallocated));
  row(
    l(receipt.remainingBalance < 0 ? 'payments:receipt.credit' : 'payments:receipt.balance'),
    money(Math.abs(receipt.remainingBalance)),
  );

  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#6b7280')
    .text(l('payments:receipt.footer'), left, doc.y, { width });
  doc.end();
  return done;
}
