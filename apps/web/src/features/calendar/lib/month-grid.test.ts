import { enUS, fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { monthGrid, parseDay, weekStartOf } from './month-grid';

describe('monthGrid', () => {
  it('starts on Sunday in English and Monday in French', () => {
    expect(weekStartOf(enUS)).toBe(0);
    expect(weekStartOf(fr)).toBe(1);
    const en = monthGrid(parseDay('2026-11-01'), 0);
    expect(en[0]?.iso).toBe('2026-11-01');
    expect(en).toHaveLength(35);
    const french = monthGrid(parseDay('2026-11-15'), 1);
    expect(french[0]).toEqual({ iso: '2026-10-26', day: 26, inMonth: false });
    expect(french.at(-1)).toEqual({ iso: '2026-12-06', day: 6, inMonth: false });
    expect(french).toHaveLength(42);
  });

  it('covers whole weeks in leap and common Februaries', () => {
    const leap = monthGrid(parseDay('2028-02-10'), 1);
    expect(leap.filter((d) => d.inMonth)).toHaveLength(29);
    expect(leap.length % 7).toBe(0);
    // February 2027 starts on a Monday and has 28 days: exactly four weeks.
    expect(monthGrid(parseDay('2027-02-01'), 1)).toHaveLength(28);
  });
});
