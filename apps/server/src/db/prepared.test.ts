import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowMapper } from './prepared';

const sample = pgTable('sample', {
  name: text('name'),
  count: integer('count'),
  at: timestamp('at', { withTimezone: true }),
  localAt: timestamp('local_at'),
  day: date('day'),
});

describe('rowMapper (preparedRows)', () => {
  const toRow = rowMapper<Record<string, unknown>>({
    name: sample.name,
    count: sample.count,
    at: sample.at,
    localAt: sample.localAt,
    day: sample.day,
    computed: sql<string>`'x'`,
  });

  it('keys the driver’s values like the fields, timestamps as ISO text where Drizzle gives a Date', () => {
    expect(
      toRow(['Ann', 3, '2026-11-25 03:22:57.123456+00', '2026-11-25 03:22:57.5', '2026-11-25', 'x']),
    ).toEqual({
      name: 'Ann',
      count: 3,
      at: '2026-11-25T03:22:57.123Z',
      localAt: '2026-11-25T03:22:57.500Z',
      day: '2026-11-25',
      computed: 'x',
    });
  });

  it('keeps nulls', () => {
    expect(toRow([null, null, null, null, null, null])).toEqual({
      name: null,
      count: null,
      at: null,
      localAt: null,
      day: null,
      computed: null,
    });
  });
});
