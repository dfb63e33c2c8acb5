import { describe, expect, it } from 'vitest';
import { filterFaq } from './faq-search';

const items = [
  { question: 'Is there a free trial?', answer: 'Yes: 14 days, no credit card.' },
  { question: 'Mes données sont-elles en sécurité ?', answer: 'Rentwise est conforme SOC 2.' },
  { question: 'How do tenants pay rent?', answer: 'Online, by card or bank transfer.' },
];

describe('filterFaq', () => {
  it('returns everything for an empty query', () => {
    expect(filterFaq(items, '  ')).toHaveLength(3);
  });

  it('matches questions and answers, ignoring case and accents', () => {
    expect(filterFaq(items, 'TRIAL').map((item) => item.question)).toEqual(['Is there a free trial?']);
    expect(filterFaq(items, 'securite')).toHaveLength(1);
    expect(filterFaq(items, 'bank')).toHaveLength(1);
  });

  it('needs every word of the query', () => {
    expect(filterFaq(items, 'card rent')).toHaveLength(1);
    expect(filterFaq(items, 'card zebra')).toHaveLength(0);
  });
});
