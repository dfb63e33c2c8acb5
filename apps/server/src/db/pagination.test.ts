import { AppError } from '@rentwise/core/errors';
import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  decodeCursor,
  decodeKeyset,
  encodeCursor,
  encodeKeyset,
  KEY_FORMATS,
} from './pagination';

const id = '0b7e5f3c-9c1e-4d6e-8f7a-2b3c4d5e6f70';

describe('the cursor codec', () => {
  it('answers the keyset it wrote, for every kind of key', () => {
    for (const [key, format] of [
      ['2026-11-25T03:22:57.123456Z', KEY_FORMATS.timestamp],
      ['2026-11-25', KEY_FORMATS.date],
      // A name may hold the separator: the id is read from the end.
      ['Plumbing | Heating Ltd', KEY_FORMATS.text],
    ] as const) {
      expect(decodeKeyset(encodeKeyset(key, id), format)).toEqual({ key, id });
    }
    expect(decodeKeyset(undefined, KEY_FORMATS.date)).toBeUndefined();
  });

  it('answers the created_at cursor it wrote', () => {
    const createdAt = new Date('2026-01-02T03:04:05.006Z');
    expect(decodeCursor(encodeCursor({ createdAt, id }))).toEqual({ createdAt, id });
  });

  it('refuses a cursor it did not write with 400 BAD_REQUEST', () => {
    const refused = [
      'not-base64-of-anything',
      encodeKeyset('2026-11-25', 'not-a-uuid'),
      encodeKeyset('yesterday', id),
      encodeKeyset('', id),
      Buffer.from(id).toString('base64url'),
    ];
    for (const cursor of refused) {
      expect(() => decodeKeyset(cursor, KEY_FORMATS.date), cursor).toThrow(AppError);
    }
    expect(() => decodeCursor(encodeKeyset('2026-11-25', id))).toThrow('Invalid cursor');
    expect(() => decodeKeyset(encodeKeyset('', id), KEY_FORMATS.text)).toThrow('Invalid cursor');
  });

  it('refuses an impossible date or time with 400, not a database error (issue 23 finding 7)', () => {
    for (const key of ['2026-02-30', '2026-13-01', '2026-00-10', '0000-01-01', '2025-02-29']) {
      expect(() => decodeKeyset(encodeKeyset(key, id), KEY_FORMATS.date), key).toThrow(AppError);
    }
    expect(decodeKeyset(encodeKeyset('2028-02-29', id), KEY_FORMATS.date)).toEqual({ key: '2028-02-29', id });
    for (const key of [
      '2026-02-30T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:60:00Z',
      '2026-01-01T10:00:61Z',
    ]) {
      expect(() => decodeKeyset(encodeKeyset(key, id), KEY_FORMATS.timestamp), key).toThrow(AppError);
      expect(() => decodeCursor(encodeKeyset(key, id)), key).toThrow('Invalid cursor');
    }
    expect(() => decodeKeyset(encodeKeyset('x'.repeat(1001), id), KEY_FORMATS.text)).toThrow(AppError);
  });
});

describe('containsPattern', () => {
  it('matches the text anywhere, its wildcards literally', () => {
    expect(containsPattern('oak')).toBe('%oak%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
