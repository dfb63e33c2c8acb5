import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, saveLanguage } from './language';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
});

describe('language detection', () => {
  it('prefers the saved choice over the browser', () => {
    expect(detectLanguage(storage('fr'), ['en-US'])).toBe('fr');
  });

  it('falls back to the first supported browser language, then English', () => {
    expect(detectLanguage(storage(null), ['de-DE', 'fr-BE', 'en'])).toBe('fr');
    expect(detectLanguage(storage(null), ['de', 'es'])).toBe('en');
  });

  it('discards a saved value that looks like script injection', () => {
    expect(detectLanguage(storage('<script>alert(1)</script>'), ['fr'])).toBe('fr');
    expect(detectLanguage(storage('"><img onerror=alert(1)>'), [])).toBe('en');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectLanguage(broken, ['fr'])).toBe('fr');
  });

  it('saves only supported languages', () => {
    const saved: Record<string, string> = {};
    const target = {
      setItem: (key: string, value: string) => {
        saved[key] = value;
      },
    };
    saveLanguage('fr-CA', target);
    expect(saved[LANGUAGE_STORAGE_KEY]).toBe('fr');
    saveLanguage('<script>', target);
    expect(saved[LANGUAGE_STORAGE_KEY]).toBe('fr');
  });
});
