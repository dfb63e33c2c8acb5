import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('writes a percentage as each language does', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(42, 'fr')).toBe('42\u202f%');
    expect(formatPercent(87.5, 'fr')).toBe('87,5\u202f%');
  });
});
