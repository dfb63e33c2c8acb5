import { describe, expect, it } from 'vitest';
import { initialsOf, partnerInitials } from './partner-initials';

describe('partnerInitials', () => {
  it('takes the first two letters of the partner name in capitals', () => {
    expect(partnerInitials('Ledgerline')).toBe('LE');
    expect(partnerInitials('inkSeal')).toBe('IN');
    expect(partnerInitials('é-Sign')).toBe('ÉS');
    expect(partnerInitials('& Co')).toBe('CO');
    expect(partnerInitials('X')).toBe('X');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('David Chen')).toBe('DC');
    expect(initialsOf('Amélie  Laurent Dupont')).toBe('AL');
  });
});
