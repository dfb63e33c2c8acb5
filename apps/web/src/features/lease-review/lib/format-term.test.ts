import type { LeaseReview } from '@rentwise/core/lease-reviews/schemas';
import { describe, expect, it } from 'vitest';
import { formatTerm, leaseValuesFromReview } from './format-term';

const quote = { quote: 'The monthly rent is €950.00.', page: 1 };
const review: LeaseReview = {
  documentId: '00000000-0000-4000-8000-000000000001',
  language: 'fr',
  currency: 'EUR',
  terms: {
    parties: { value: { landlord: 'SCI Les Tilleuls', tenant: 'Camille Durand' }, ...quote },
    startDate: { value: '2026-03-01', ...quote },
    endDate: { value: '2029-02-28', ...quote },
    rentAmount: { value: 95000, ...quote },
    depositAmount: null,
    dueDay: { value: 5, ...quote },
    lateFee: null,
    graceDays: null,
    noticePeriodDays: { value: 90, ...quote },
    renewal: { value: 'automatic', ...quote },
  },
  findings: [],
  pages: [{ page: 1, sentences: [quote.quote] }],
};
const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;

describe('lease review terms', () => {
  it("shows amounts in the lease's own currency", () => {
    expect(formatTerm(review, 'rentAmount', t, 'en')).toBe('€950.00');
    expect(formatTerm(review, 'parties', t, 'en')).toBe('SCI Les Tilleuls · Camille Durand');
    expect(formatTerm(review, 'noticePeriodDays', t, 'en')).toBe('terms.daysValue{"count":90}');
  });

  it('pre-fills Create Lease with the dates and the rent in currency units, nothing else', () => {
    // The lease started before today: it is an existing lease (issue 24 item 5), ticked for the owner.
    expect(leaseValuesFromReview(review)).toEqual({
      existingLease: true,
      startDate: '2026-03-01',
      endDate: '2029-02-28',
      rentAmount: 950,
    });
    const partial = { ...review, terms: { ...review.terms, endDate: null, rentAmount: null } };
    expect(leaseValuesFromReview(partial)).toEqual({ existingLease: true, startDate: '2026-03-01' });
    const future = {
      ...review,
      terms: { ...review.terms, startDate: { ...review.terms.startDate, value: '2999-01-01' } },
    };
    expect(leaseValuesFromReview(future as typeof review).existingLease).toBeUndefined();
  });
});
