/**
 * What shows when a partner's logo fails to load (spec section 2): the first two letters of the
 * name, in capitals. Spaces and punctuation are skipped ('& Co' → 'CO').
 */
export function partnerInitials(name: string): string {
  return Array.from(name.replace(/[^\p{L}\p{N}]/gu, ''))
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase();
}

/** A person's initials for an avatar: first letters of the first two words ('David Chen' → 'DC'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toLocaleUpperCase();
}
