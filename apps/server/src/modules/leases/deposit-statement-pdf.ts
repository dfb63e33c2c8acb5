import { formatDate } from '@rentwise/core/dates';
import type { Language } from '@rentwise/core/i18n';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import { formatMoney } from '@rentwise/core/money/money';
import PDFDocument from 'pdfkit';

/** PDF standard fonts are WinAnsi: Intl's narrow no-break space becomes a no-break space (as receipts). */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

export interface DepositStatement {
  settledOn: string;
  tenantName: string;
  address: string;
  moveOutDate: string | null;
  depositHeld: number;
  openCharges: number;
  deductions: { description: string; amount: number }[];
  deductionsTotal: number;
  refundDue: number;
  balanceOwed: number;
  /** The organisation's currency (ISO 4217). */
  currency: string;
}

/** The itemised deposit statement (issue 18 item 7) as an A4 PDF, in the tenant's language. */
export function renderDepositStatementPdf(statement: DepositStatement, language: Language): Promise<Buffer> {
  const l = (key: CatalogKey) => translate(language, key);
  const money = (cents: number) =>
    winAnsi(formatMoney(cents, language, { decimals: true, currency: statement.currency }));
  const date = (value: string) => winAnsi(formatDate(value, language));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: l('leases:lifecycle.statement.pdfTitle'),
      Author: 'Rentwise',
      CreationDate: new Date(`${statement.settledOn}T00:00:00Z`),
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
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor('#111827')
    .text(winAnsi(l('leases:lifecycle.statement.pdfTitle')));
  doc.moveDown(1);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(winAnsi(label), left, y, { width: 250 });
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor('#111827')
      .text(winAnsi(value), left + 260, y, { width: width - 260, align: 'right' });
    doc.moveDown(0.4);
  };
  row(l('leases:lifecycle.statement.date'), date(statement.settledOn));
  row(l('leases:lifecycle.statement.tenant'), statement.tenantName);
  row(l('leases:lifecycle.statement.property'), statement.address);
  if (statement.moveOutDate) row(l('leases:lifecycle.statement.moveOut'), date(statement.moveOutDate));
  doc.moveDown(0.8);
  row(l('leases:lifecycle.statement.held'), money(statement.depositHeld), true);
  row(l('leases:lifecycle.statement.openCharges'), money(statement.openCharges));
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#111827')
    .text(winAnsi(l('leases:lifecycle.statement.deductions')), left);
  doc.moveDown(0.3);
  if (statement.deductions.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(winAnsi(l('leases:lifecycle.statement.noDeductions')), left);
    doc.moveDown(0.3);
  }
  for (const deduction of statement.deductions) row(deduction.description, money(deduction.amount));
  row(l('leases:lifecycle.statement.deductionsTotal'), money(statement.deductionsTotal), true);
  doc.moveDown(0.8);
  if (statement.refundDue > 0)
    row(l('leases:lifecycle.statement.refundDue'), money(statement.refundDue), true);
  else if (statement.balanceOwed > 0)
    row(l('leases:lifecycle.statement.balanceOwed'), money(statement.balanceOwed), true);
  else
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(winAnsi(l('leases:lifecycle.statement.settled')), left);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#6b7280')
    .text(winAnsi(l('leases:lifecycle.statement.footer')), left, doc.y, { width });
  doc.end();
  return done;
}
