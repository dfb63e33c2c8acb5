import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/app/language';
import { SCROLL_STORAGE_KEY } from '@/app/scroll-restoration';
import { THEME_STORAGE_KEY } from '@/app/theme';
import { SESSION_STORAGE_KEY } from '@/features/auth';
import { browserStorageItems, formatLegalDate } from './legal';

describe('cookie page', () => {
  it('names exactly the storage keys the code uses', () => {
    expect(browserStorageItems.filter((item) => item.storage === 'local').map((item) => item.name)).toEqual([
      THEME_STORAGE_KEY,
      LANGUAGE_STORAGE_KEY,
      SESSION_STORAGE_KEY,
    ]);
    expect(browserStorageItems.filter((item) => item.storage === 'session').map((item) => item.name)).toEqual(
      [SCROLL_STORAGE_KEY],
    );
  });
});

describe('formatLegalDate', () => {
  it('writes the date in the language of the page', () => {
    expect(formatLegalDate('en', '2026-11-22')).toBe('November 22, 2026');
    expect(formatLegalDate('fr', '2026-11-22')).toBe('22 novembre 2026');
  });
});
