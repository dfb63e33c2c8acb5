/** Up to two initials of a name for an avatar ('Marcus Reed' → 'MR'). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
