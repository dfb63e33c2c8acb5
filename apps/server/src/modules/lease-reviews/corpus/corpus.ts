import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LeaseTermName, type LeaseTerms, leaseTermNames } from '@rentwise/core/lease-reviews/schemas';
import PDFDocument from 'pdfkit';
import { extractPages } from '../extract-text';
import { type RawReview, reviewPages } from '../review';

/**
 * The accuracy corpus (issue 22, item 4): sample leases with the terms and findings a careful
 * reader takes from them (manifest.json). The test and `npm run bench` both measure through here,
 * submitting each lease the way an upload would reach the reviewer: PDFs through the PDF reader.
 */

const folder = path.dirname(fileURLToPath(import.meta.url));

type ExpectedTerms = { [K in LeaseTermName]: NonNullable<LeaseTerms[K]>['value'] | null };
export interface CorpusLease {
  file: string;
  format: 'pdf' | 'text';
  /** dev: used while writing the rules; holdout: written afterwards and never used to change them. */
  split: 'dev' | 'holdout';
  terms: ExpectedTerms;
  findings: string[];
}

export function loadCorpus(): CorpusLease[] {
  return JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')).leases;
}

/** A PDF with a text layer, one page per form-feed-separated part of the text (pdfkit, built in memory). */
export function renderPdf(text: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    text.split('\f').forEach((page, index) => {
      if (index > 0) doc.addPage();
      for (const paragraph of page.replace(/^\n+/, '').split('\n')) {
        if (paragraph.trim() === '') doc.moveDown(0.5);
        else doc.fontSize(11).text(paragraph);
      }
    });
    doc.end();
  });
}

/** The bytes of a corpus lease as it would be uploaded, and their content type. */
export async function corpusFile(lease: CorpusLease): Promise<{ bytes: Uint8Array; contentType: string }> {
  const text = readFileSync(path.join(folder, lease.file), 'utf8');
  if (lease.format === 'pdf') return { bytes: await renderPdf(text), contentType: 'application/pdf' };
  return { bytes: new TextEncoder().encode(text), contentType: 'text/plain' };
}

export interface LeaseResult {
  file: string;
  split: 'dev' | 'holdout';
  review: RawReview;
  /** Terms whose value is not exactly the expected one (an unexpected value or a miss). */
  wrongTerms: { term: LeaseTermName; expected: unknown; got: unknown }[];
  falsePositives: string[];
  falseNegatives: string[];
  truePositives: number;
}

export interface CorpusMeasure {
  leases: LeaseResult[];
  precision: number;
  recall: number;
  /** Share of (lease, term) pairs extracted exactly, absent terms included (null must stay null). */
  termsExact: number;
  termCount: number;
}

/** Runs the reviewer over the corpus leases (one split, or all) and compares it with the manifest. */
export async function measureCorpus(split?: 'dev' | 'holdout'): Promise<CorpusMeasure> {
  const leases: LeaseResult[] = [];
  for (const lease of loadCorpus().filter((l) => split === undefined || l.split === split)) {
    const { bytes, contentType } = await corpusFile(lease);
    const review = reviewPages(await extractPages(bytes, contentType));
    const wrongTerms: LeaseResult['wrongTerms'] = [];
    for (const term of leaseTermNames) {
      const got = review.terms[term]?.value ?? null;
      const expected = lease.terms[term] ?? null;
      if (JSON.stringify(got) !== JSON.stringify(expected)) wrongTerms.push({ term, expected, got });
    }
    // Findings compared as the set of rules that fired (a rule quoting two sentences counts once).
    const fired = new Set(review.findings.map((finding) => finding.rule));
    const expected = new Set(lease.findings);
    leases.push({
      file: lease.file,
      split: lease.split,
      review,
      wrongTerms,
      falsePositives: [...fired].filter((rule) => !expected.has(rule)),
      falseNegatives: [...expected].filter((rule) => !fired.has(rule)),
      truePositives: [...fired].filter((rule) => expected.has(rule)).length,
    });
  }
  const tp = leases.reduce((sum, l) => sum + l.truePositives, 0);
  const fp = leases.reduce((sum, l) => sum + l.falsePositives.length, 0);
  const fn = leases.reduce((sum, l) => sum + l.falseNegatives.length, 0);
  const termCount = leases.length * leaseTermNames.length;
  const wrong = leases.reduce((sum, l) => sum + l.wrongTerms.length, 0);
  return {
    leases,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    termsExact: (termCount - wrong) / termCount,
    termCount,
  };
}
