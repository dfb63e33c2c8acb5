import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { intlLocale } from './i18n';

describe('formatDate', () => {
  it("writes 'MMM d, yyyy' in English and 'd MMM yyyy' in French, the calendar day unshifted", () => {
    expect(formatDate('2025-03-05', 'en')).toBe('Mar 5, 2025');
    expect(formatDate('2025-03-05', 'fr')).toBe('5 mars 2025');
    expect(formatDate('2025-12-31', 'fr-CA')).toBe('31 déc. 2025');
  });
});

describe('intlLocale', () => {
  it('maps every French tag to fr-FR and anything else to en-US', () => {
    expect([intlLocale('fr'), intlLocale('fr-CA'), intlLocale('en'), intlLocale('de')]).toEqual([
      'fr-FR',
      'fr-FR',
      'en-US',
      'en-US',
    ]);
  });
});
