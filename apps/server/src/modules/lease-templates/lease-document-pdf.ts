import { formatDate } from '@rentwise/core/dates';
import type { Language } from '@rentwise/core/i18n';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import { formatMoney } from '@rentwise/core/money/money';
import type { LeaseTemplateClause } from '@rentwise/core/renewals/template';
import PDFDocument from 'pdfkit';
import { drawOrgHeader } from '../../pdf/org-header';

/** PDF standard fonts are WinAnsi: Intl's narrow no-break space becomes a no-break space (as receipts). */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[\u2018\u2019]/g, "'");

/** The lease's own terms, as stored: the PDF never states a term the ledger does not charge by. */
export interface LeaseDocumentTerms {
  landlordName: string;
  tenantName: string;
  address: string;
  unitLabel: string | null;
  startDate: string;
  endDate: string;
  rentAmount: number;
  dueDay: number;
  graceDays: number;
  lateFee: number;
  depositAmount: number;
  /** The organisation's currency (ISO 4217). */
  currency: string;
  clauses: LeaseTemplateClause[];
  /** The day the document is generated (YYYY-MM-DD). */
  generatedOn: string;
  /** The organisation's logo (PNG/JPEG bytes) beside its name at the top; absent: the name alone. */
  logo?: Buffer | null;
}

/** What a renewal addendum adds to the current lease's terms. */
export interface RenewalAddendumTerms extends LeaseDocumentTerms {
  newStartDate: string;
  newEndDate: string;
  newRentAmount: number;
  /** Basis points (300 = +3 %) when the rent was given as a percentage. */
  increaseBasisPoints: number | null;
  expiresOn: string;
  message: string | null;
}

/**
 * The late-fee sentence from the lease's terms, the ledger's rule (core `lateFeeDate`): grace days
 * count from the due date, its first day, so "due on the 1st, 5 grace days" is on time through the
 * 5th and charged on the 6th.
 */
export function lateFeeSentence(
  terms: Pick<LeaseDocumentTerms, 'dueDay' | 'graceDays' | 'lateFee'>,
  language: Language,
  money: (cents: number) => string,
): string {
  if (terms.lateFee <= 0) return translate(language, 'renewals:pdf.lateFeeNone');
  const fee = money(terms.lateFee);
  const grace = Math.max(terms.graceDays, 1);
  if (grace === 1) return translate(language, 'renewals:pdf.lateFeeAfterDue', { fee });
  const lastDay = terms.dueDay + grace - 1;
  if (lastDay <= 28) return translate(language, 'renewals:pdf.lateFeeAfterDay', { fee, lastDay });
  return translate(language, 'renewals:pdf.lateFeeAfterDays', { fee, days: grace - 1 });
}

function percentText(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: 'always',
  }).format(basisPoints / 10000);
}

function startDocument(title: string, generatedOn: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Rentwise', CreationDate: new Date(`${generatedOn}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Both documents share their look and their parts: parties, premises, terms, clauses, signatures. */
function writer(doc: PDFKit.PDFDocument, terms: LeaseDocumentTerms, language: Language) {
  const l = (key: CatalogKey, options?: Record<string, string | number>) =>
    winAnsi(translate(language, key, options));
  const money = (cents: number) => formatMoney(cents, language, { decimals: true, currency: terms.currency });
  const date = (value: string) => formatDate(value, language);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#111827').text(winAnsi(text), left, doc.y, { width });
    doc.moveDown(0.25);
  };
  const paragraph = (text: string) => {
    doc.font('Helvetica').fontSize(10.5).fillColor('#1f2937').text(winAnsi(text), left, doc.y, { width });
  };
  const title = (text: string) => {
    drawOrgHeader(doc, { name: terms.landlordName, logo: terms.logo ?? null });
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text(winAnsi(text), left, doc.y, { width });
  };
  const parties = () => {
    heading(l('renewals:pdf.parties'));
    paragraph(l('renewals:pdf.landlordLine', { name: terms.landlordName }));
    paragraph(l('renewals:pdf.tenantLine', { name: terms.tenantName }));
    heading(l('renewals:pdf.premises'));
    paragraph(
      terms.unitLabel
        ? `${terms.address}, ${l('renewals:pdf.unit', { unit: terms.unitLabel })}`
        : terms.address,
    );
  };
  const lateFee = () => {
    heading(l('renewals:pdf.lateFee'));
    paragraph(lateFeeSentence(terms, language, money));
  };
  const rentTerms = (rentAmount: number) => {
    heading(l('renewals:pdf.rent'));
    paragraph(l('renewals:pdf.rentText', { rent: money(rentAmount), dueDay: terms.dueDay }));
    lateFee();
  };
  const clauses = () => {
    if (terms.clauses.length === 0) return;
    heading(l('renewals:pdf.clauses'));
    terms.clauses.forEach((clause, index) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor('#111827')
        .text(winAnsi(`${index + 1}. ${clause.title[language]}`), left, doc.y, { width });
      paragraph(clause.body[language]);
      doc.moveDown(0.3);
    });
  };
  const signatures = () => {
    heading(l('renewals:pdf.signatures'));
    doc.moveDown(1.5);
    const y = doc.y;
    const half = (width - 40) / 2;
    for (const [index, who] of [terms.landlordName, terms.tenantName].entries()) {
      const x = left + index * (half + 40);
      doc
        .moveTo(x, y)
        .lineTo(x + half, y)
        .strokeColor('#9ca3af')
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#6b7280')
        .text(winAnsi(`${who} — ${l('renewals:pdf.signatureLine')}`), x, y + 4, { width: half });
    }
    doc.moveDown(2);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#6b7280')
      .text(l('renewals:pdf.generated', { date: date(terms.generatedOn) }), left, doc.y, { width });
  };
  return { l, money, date, heading, paragraph, title, parties, rentTerms, lateFee, clauses, signatures };
}

/** The lease agreement (issue 21 item 1) from the lease's terms and the organisation's clauses. */
export function renderLeaseAgreementPdf(terms: LeaseDocumentTerms, language: Language): Promise<Buffer> {
  const { doc, done } = startDocument(translate(language, 'renewals:pdf.agreementTitle'), terms.generatedOn);
  const w = writer(doc, terms, language);
  w.title(w.l('renewals:pdf.agreementTitle'));
  w.parties();
  w.heading(w.l('renewals:pdf.term'));
  w.paragraph(w.l('renewals:pdf.termText', { start: w.date(terms.startDate), end: w.date(terms.endDate) }));
  w.rentTerms(terms.rentAmount);
  w.heading(w.l('renewals:pdf.deposit'));
  w.paragraph(
    terms.depositAmount > 0
      ? w.l('renewals:pdf.depositText', { deposit: w.money(terms.depositAmount) })
      : w.l('renewals:pdf.depositNone'),
  );
  w.clauses();
  w.signatures();
  doc.end();
  return done;
}

/** The renewal addendum: the current lease, the new term and rent, the terms that carry over. */
export function renderRenewalAddendumPdf(terms: RenewalAddendumTerms, language: Language): Promise<Buffer> {
  const { doc, done } = startDocument(translate(language, 'renewals:pdf.addendumTitle'), terms.generatedOn);
  const w = writer(doc, terms, language);
  w.title(w.l('renewals:pdf.addendumTitle'));
  doc.moveDown(0.5);
  w.paragraph(w.l('renewals:pdf.addendumIntro', { address: terms.address }));
  w.parties();
  w.heading(w.l('renewals:pdf.currentLease'));
  w.paragraph(
    w.l('renewals:pdf.currentLeaseText', {
      start: w.date(terms.startDate),
      end: w.date(terms.endDate),
      rent: w.money(terms.rentAmount),
    }),
  );
  w.heading(w.l('renewals:pdf.newTerm'));
  w.paragraph(
    w.l('renewals:pdf.termText', { start: w.date(terms.newStartDate), end: w.date(terms.newEndDate) }),
  );
  w.heading(w.l('renewals:pdf.newRent'));
  w.paragraph(
    terms.increaseBasisPoints !== null
      ? w.l('renewals:pdf.newRentIncrease', {
          rent: w.money(terms.newRentAmount),
          percent: percentText(terms.increaseBasisPoints, language),
          previous: w.money(terms.rentAmount),
        })
      : w.l('renewals:pdf.newRentText', {
          rent: w.money(terms.newRentAmount),
          previous: w.money(terms.rentAmount),
        }),
  );
  w.paragraph(w.l('renewals:pdf.rentText', { rent: w.money(terms.newRentAmount), dueDay: terms.dueDay }));
  w.lateFee();
  w.heading(w.l('renewals:pdf.deposit'));
  w.paragraph(
    terms.depositAmount > 0
      ? w.l('renewals:pdf.depositCarried', { deposit: w.money(terms.depositAmount) })
      : w.l('renewals:pdf.depositNone'),
  );
  w.clauses();
  if (terms.message) {
    w.heading(w.l('renewals:pdf.message'));
    w.paragraph(terms.message);
  }
  doc.moveDown(0.6);
  w.paragraph(w.l('renewals:pdf.offerExpires', { date: w.date(terms.expiresOn) }));
  w.signatures();
  doc.end();
  return done;
}
