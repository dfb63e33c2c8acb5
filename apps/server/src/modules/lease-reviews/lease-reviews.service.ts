import type { LeaseReview, LeaseReviewRequest } from '@rentwise/core/lease-reviews/schemas';
import enTexts from '@rentwise/core/locales/en/lease-review.json';
import frTexts from '@rentwise/core/locales/fr/lease-review.json';
import { type Dictionary, translateFrom } from '@rentwise/core/translate';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { openDocument } from '../documents/documents.service';
import type { DocumentStorage } from '../documents/storage';
import { lateFeeLimitPercentOf } from '../organisations/organisations.service';
import { extractPages } from './extract-text';
import { type RawReview, reviewPages } from './review';

const texts: Record<string, Dictionary> = { en: enTexts, fr: frTexts };

/** A finding's title and explanation, in the language asked for. */
function describe(review: RawReview, language: 'en' | 'fr'): LeaseReview['findings'] {
  const t = (key: string, values?: Record<string, unknown>) =>
    translateFrom((lang) => texts[lang], language, 'lease-review', key, values);
  return review.findings.map((finding) => ({
    rule: finding.rule,
    severity: finding.severity,
    title: t(`rules.${finding.rule}.title`),
    explanation: t(`rules.${finding.rule}.explanation`, finding.values),
    quote: finding.quote,
    page: finding.page,
  }));
}

/** Reads a stored document's stream to the end (documents are at most 10 MB). */
async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * POST /api/lease-reviews (owners). The document is read through the documents service, which
 * decides who may see it (another organisation's → 404). Nothing is stored: a review is computed
 * from the document each time, so it can never disagree with the file or outlive it.
 */
export async function reviewDocument(
  db: Db,
  storage: DocumentStorage,
  actor: Actor,
  request: LeaseReviewRequest,
): Promise<LeaseReview> {
  requireAccess(actor, 'lease.review');
  const { document, stream } = await openDocument(db, storage, actor, request.documentId);
  const bytes = await readAll(stream);
  const pages = await extractPages(bytes, document.contentType);
  // The organisation's own limit (Team › Organisation settings); a member always acts in one.
  const lateFeeLimitPercent = await lateFeeLimitPercentOf(db, actor.orgId);
  const review = reviewPages(pages, { lateFeeLimitPercent });
  const pageNumbers = [...new Set(review.sentences.map((s) => s.page))];
  return {
    documentId: document.id,
    language: review.language,
    currency: review.currency,
    terms: review.terms,
    findings: describe(review, request.lang ?? review.language),
    pages: pageNumbers.map((page) => ({
      page,
      sentences: review.sentences.filter((s) => s.page === page).map((s) => s.text),
    })),
  };
}
