import { describe, expect, it } from 'vitest';
import { sanitizeLanguageTag, toSupportedLanguage } from './i18n';

describe('language tags', () => {
  it('maps supported tags in any case or region to their language', () => {
    expect(toSupportedLanguage('fr')).toBe('fr');
    expect(toSupportedLanguage('fr-CA')).toBe('fr');
    expect(toSupportedLanguage('EN_us')).toBe('en');
    expect(toSupportedLanguage('de')).toBeUndefined();
  });

  it('discards values that look like script injection', () => {
    for (const value of [
      '<script>alert(1)</script>',
      'en"><img src=x onerror=alert(1)>',
      "fr';alert(1)//",
      'javascript:alert(1)',
      '',
      ' ',
      'x'.repeat(40),
      42,
      null,
    ]) {
      expect(sanitizeLanguageTag(value)).toBeUndefined();
      expect(toSupportedLanguage(value)).toBeUndefined();
    }
  });
});
