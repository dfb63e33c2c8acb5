import { format } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { intlLocale } from './i18n';

describe('formatDate', () => {
  it("writes 'MMM d, yyyy' in English and 'd MMM yyyy' in French, the calendar day unshifted", () => {
    expect(formatDate('2025-03-05', 'en')).toBe('Mar 5, 2025');
    expect(formatDate('2025-03-05', 'fr')).toBe('5 mars 2025');
    expect(formatDate('2025-12-31', 'fr-CA')).toBe('31 déc. 2025');
  });

  it("writes every month as date-fns's 'MMM d, yyyy' / 'd MMM yyyy' did (the spec's format)", () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 1);
      expect(formatDate(date, 'en')).toBe(format(date, 'MMM d, yyyy', { locale: enUS }));
      expect(formatDate(date, 'fr')).toBe(format(date, 'd MMM yyyy', { locale: fr }));
    }
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
