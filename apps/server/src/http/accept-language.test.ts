import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './accept-language';

describe('languageFromHeader', () => {
  it('takes the supported language of highest quality and falls back to English', () => {
    expect(languageFromHeader('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromHeader('en;q=0.5,fr-BE')).toBe('fr');
    expect(languageFromHeader('de-DE,en;q=0.5')).toBe('en');
    expect(languageFromHeader('<script>')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
