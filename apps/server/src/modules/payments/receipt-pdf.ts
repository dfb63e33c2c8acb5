import type { Language } from '@rentwise/core/i18n';
import { formatMoney } from '@rentwise/core/money/money';
import type { Receipt } from '@rentwise/core/payments/receipt';
import PDFDocument from 'pdfkit';

/** The receipt's words in each language (the web's copies live in locales/<lang>/payments.json). */
const LABELS = {
  en: {
    title: 'Payment receipt',
    number: 'Receipt number',
    date: 'Date received',
    tenant: 'Received from',
    landlord: 'Landlord',
    property: 'Property',
    amount: 'Amount received',
    method: 'Method',
    reference: 'Reference',
    appliedTo: 'Applied to',
    dueDate: 'Due date',
    lineAmount: 'Amount',
    noAllocations: 'Not applied to a charge yet (held as credit).',
    unallocated: 'Credit left from this payment',
    balance: 'Balance after this payment',
    credit: 'Credit after this payment',
    footer: 'Issued by Rentwise. This receipt acknowledges the payment above.',
    methods: { card: 'Card', bank: 'Bank transfer', cash: 'Cash', check: 'Check' },
    kinds: {
      rent: 'Rent {period}',
      deposit: 'Security deposit',
      late_fee: 'Late fee {period}',
      other: 'Other charge',
    },
  },
  fr: {
    title: 'Reçu de paiement',
    number: 'Numéro de reçu',
    date: 'Date de réception',
    tenant: 'Reçu de',
    landlord: 'Propriétaire',
    property: 'Logement',
    amount: 'Montant reçu',
    method: 'Moyen de paiement',
    reference: 'Référence',
    appliedTo: 'Affecté à',
    dueDate: 'Échéance',
    lineAmount: 'Montant',
    noAllocations: 'Pas encore affecté à une échéance (conservé en avoir).',
    unallocated: 'Avoir restant de ce paiement',
    balance: 'Solde après ce paiement',
    credit: 'Avoir après ce paiement',
    footer: 'Émis par Rentwise. Ce reçu atteste le paiement ci-dessus.',
    methods: { card: 'Carte', bank: 'Virement bancaire', cash: 'Espèces', check: 'Chèque' },
    kinds: {
      rent: 'Loyer {period}',
      deposit: 'Dépôt de garantie',
      late_fee: 'Pénalité de retard {period}',
      other: 'Autre frais',
    },
  },
} as const;

const intlLocale = (language: Language) => (language === 'fr' ? 'fr-FR' : 'en-US');

/**
 * The PDF standard fonts are WinAnsi-encoded: Intl's French group separator (U+202F, narrow
 * no-break space) is not in that set and would print as a stray glyph, so it becomes U+00A0.
 */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

/** 'Nov 22, 2026' / '22 nov. 2026' — the day in UTC, as the ledger's dates are. */
export function formatReceiptDate(value: string, language: Language): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** 'Rent November 2026' / 'Loyer novembre 2026'. */
export function allocationLabel(allocation: Receipt['allocations'][number], language: Language): string {
  const period = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${allocation.period}-01T00:00:00Z`));
  return LABELS[language].kinds[allocation.kind].replace('{period}', period);
}

/** The receipt as an A4 PDF (pdfkit with its built-in Helvetica: no font files to ship). */
export function renderReceiptPdf(receipt: Receipt, language: Language = receipt.language): Promise<Buffer> {
  const l = LABELS[language];
  const money = (cents: number) => winAnsi(formatMoney(cents, language, { decimals: true }));
  const date = (value: string) => winAnsi(formatReceiptDate(value, language));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${l.title} ${receipt.number}`,
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
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#111827').text(l.title);
  doc.font('Helvetica').fontSize(11).fillColor('#4b5563').text(`${l.number}: ${receipt.number}`);
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
  row(l.date, date(receipt.date));
  row(l.tenant, receipt.tenant.name);
  if (receipt.landlord.name) row(l.landlord, receipt.landlord.name);
  row(
    l.property,
    receipt.property.unitLabel
      ? `${receipt.property.address} · ${receipt.property.unitLabel}`
      : receipt.property.address,
  );
  row(l.method, l.methods[receipt.method]);
  if (receipt.reference) row(l.reference, receipt.reference);

  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(l.amount, left);
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#111827').text(money(receipt.amount), left);
  doc.moveDown(1);

  // Where the money went: one line per charge it settled.
  const columns = [left, left + width * 0.55, left + width * 0.78];
  const header = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#374151');
  doc.text(l.appliedTo, columns[0], header);
  doc.text(l.dueDate, columns[1], header);
  doc.text(l.lineAmount, columns[2], header, { width: width * 0.22, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .strokeColor('#d1d5db')
    .stroke();
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
  if (receipt.allocations.length === 0) doc.text(l.noAllocations, left);
  for (const allocation of receipt.allocations) {
    const y = doc.y;
    doc.text(winAnsi(allocationLabel(allocation, language)), columns[0], y, { width: width * 0.53 });
    doc.text(date(allocation.dueDate), columns[1], y);
    doc.text(money(allocation.amount), columns[2], y, { width: width * 0.22, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8);
  if (receipt.unallocated > 0) row(l.unallocated, money(receipt.unallocated));
  row(receipt.remainingBalance < 0 ? l.credit : l.balance, money(Math.abs(receipt.remainingBalance)));

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#6b7280').text(l.footer, left, doc.y, { width });
  doc.end();
  return done;
}
