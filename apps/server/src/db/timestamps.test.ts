import { describe, expect, it } from 'vitest';
import { isoString, timestamptzToIso } from './timestamps';

describe('timestamptzToIso', () => {
  it('rewrites a UTC timestamp as Date#toISOString writes it', () => {
    expect(timestamptzToIso('2026-11-25 03:22:57.123456+00')).toBe('2026-11-25T03:22:57.123Z');
    expect(timestamptzToIso('2026-11-25 03:22:57.1+00')).toBe('2026-11-25T03:22:57.100Z');
    expect(timestamptzToIso('2026-11-25 03:22:57.12+00')).toBe('2026-11-25T03:22:57.120Z');
    expect(timestamptzToIso('2026-11-25 03:22:57+00')).toBe('2026-11-25T03:22:57.000Z');
  });

  it('cuts sub-millisecond digits as a Date does, never rounding into the next millisecond', () => {
    expect(timestamptzToIso('2026-12-31 23:59:59.999999+00')).toBe('2026-12-31T23:59:59.999Z');
  });

  it('converts another offset to UTC', () => {
    expect(timestamptzToIso('2026-11-25 03:22:57.123456+05:30')).toBe('2026-11-24T21:52:57.123Z');
    expect(timestamptzToIso('2026-11-25 03:22:57-08')).toBe('2026-11-25T11:22:57.000Z');
  });

  it('agrees with Date on random UTC instants', () => {
    for (let i = 0; i < 500; i++) {
      const millis = Math.floor(Math.random() * 4_000_000_000_000);
      const micros = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
      const iso = new Date(millis).toISOString();
      const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}${micros}+00`.replace(/\.?0+\+00$/, '+00');
      expect(timestamptzToIso(text)).toBe(iso);
    }
  });

  it('refuses text that is not a timestamp', () => {
    expect(() => timestamptzToIso('infinity')).toThrow('Not a timestamp');
  });
});

describe('isoString', () => {
  it('writes a Date and keeps ISO text', () => {
    expect(isoString(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    expect(isoString('2026-01-02T03:04:05.006Z')).toBe('2026-01-02T03:04:05.006Z');
  });
});
