import { describe, expect, it } from 'vitest';
import { tradeCategory } from './trade';

describe('tradeCategory', () => {
  it('reads a trade that names a category, whatever its case, and nothing else', () => {
    expect(tradeCategory('Plumbing')).toBe('plumbing');
    expect(tradeCategory(' HVAC ')).toBe('hvac');
    expect(tradeCategory('Roofing')).toBeNull();
  });
});
