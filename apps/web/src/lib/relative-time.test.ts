import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('speaks English and French', () => {
    expect(formatRelativeTime(ago(10), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), 'en', now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 24 * 3600), 'fr', now)).toBe('il y a 3 jours');
    expect(formatRelativeTime(ago(2 * 3600), 'fr', now)).toBe('il y a 2 heures');
  });
});
