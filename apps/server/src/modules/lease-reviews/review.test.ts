import { describe, expect, it } from 'vitest';
import { reviewPages } from './review';
import { detectLanguage, splitSentences } from './sentences';
import { parseDate, parseMoney } from './values';

describe('splitSentences', () => {
  it('joins wrapped lines, keeps headings apart and does not cut at amounts or titles', () => {
    const sentences = splitSentences([
      '2. RENT\nThe rent is $1,450.00 per\nmonth. Mr. Smith collects it.\n\nNext paragraph',
      'Page two.',
    ]);
    expect(sentences).toEqual([
      { text: '2. RENT', page: 1, heading: true },
      { text: 'The rent is $1,450.00 per month.', page: 1, heading: false },
      { text: 'Mr. Smith collects it.', page: 1, heading: false },
      { text: 'Next paragraph', page: 1, heading: false },
      { text: 'Page two.', page: 2, heading: false },
    ]);
  });
});

describe('values', () => {
  it('reads money and dates as each language writes them', () => {
    expect(parseMoney('$1,450.50', 'en')).toBe(145050);
    expect(parseMoney('1 200,00 €', 'fr')).toBe(120000);
    expect(parseDate('January 1, 2026', 'en')).toBe('2026-01-01');
    expect(parseDate('1er mars 2026', 'fr')).toBe('2026-03-01');
    expect(parseDate('02/03/2026', 'en')).toBe('2026-02-03');
    expect(parseDate('02/03/2026', 'fr')).toBe('2026-03-02');
    expect(parseDate('February 30, 2026', 'en')).toBeNull();
  });

  it('tells French from English', () => {
    expect(detectLanguage('Le locataire verse le loyer au bailleur.')).toBe('fr');
    expect(detectLanguage('The tenant pays the rent to the landlord.')).toBe('en');
  });
});

describe('reviewPages', () => {
  it('flags a late fee above the limit, with the sentence it came from', () => {
    const review = reviewPages(['The monthly rent is $1,000.00. A late fee of $80.00 will be charged.']);
    expect(review.terms.lateFee).toEqual({
      value: 8000,
      quote: 'A late fee of $80.00 will be charged.',
      page: 1,
    });
    expect(review.findings.find((f) => f.rule === 'late-fee-above-limit')).toMatchObject({
      quote: 'A late fee of $80.00 will be charged.',
      values: { percent: 8, limit: 5 },
    });
    // The same lease under a 10 % limit has no such finding.
    const lenient = reviewPages(['The monthly rent is $1,000.00. A late fee of $80.00 will be charged.'], {
      lateFeeLimitPercent: 10,
    });
    expect(lenient.findings.map((f) => f.rule)).not.toContain('late-fee-above-limit');
  });

  it('does not flag entry that needs notice, nor subletting with consent', () => {
    const review = reviewPages([
      'The Landlord may enter without notice only in an emergency. The Tenant shall not sublet without the prior written consent of the Landlord.',
    ]);
    const rules = review.findings.map((f) => f.rule);
    expect(rules).not.toContain('entry-without-notice');
    expect(rules).not.toContain('sublet-ban');
  });

  it('reports missing essentials without a quote', () => {
    const review = reviewPages(['This agreement is about a room.']);
    const missing = review.findings.filter((f) => f.rule.startsWith('missing-'));
    expect(missing.map((f) => f.rule).sort()).toEqual([
      'missing-deposit',
      'missing-notice',
      'missing-rent',
      'missing-term',
    ]);
    for (const finding of missing) expect(finding).toMatchObject({ quote: null, page: null });
  });

  it('never flags a heading, only the clause under it', () => {
    const review = reviewPages([
      'CLAUSE PÉNALE\nEn cas de départ, le locataire perd la totalité du dépôt de garantie.',
    ]);
    const penalties = review.findings.filter((f) => f.rule === 'unusual-penalty');
    expect(penalties.map((f) => f.quote)).toEqual([
      'En cas de départ, le locataire perd la totalité du dépôt de garantie.',
    ]);
  });
});
