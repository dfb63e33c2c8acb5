import { describe, expect, it } from 'vitest';
import { avatarInitials } from './initials';

describe('avatarInitials', () => {
  it('uses the account email first', () => {
    expect(avatarInitials('jane.doe@example.com', 'Zoe')).toBe('JD');
    expect(avatarInitials('owner@example.com')).toBe('O');
    expect(avatarInitials('marie-claire_dupont@example.fr')).toBe('MC');
  });

  it('falls back to the profile first name, then U', () => {
    expect(avatarInitials(null, 'amélie')).toBe('A');
    expect(avatarInitials('', '  ')).toBe('U');
    expect(avatarInitials(undefined, undefined)).toBe('U');
    expect(avatarInitials('...@example.com', 'Bob')).toBe('B');
  });
});
