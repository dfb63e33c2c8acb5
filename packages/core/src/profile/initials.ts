/**
 * The avatar's initials (spec: from the account email, else the profile's first name, else "U").
 * From an email, the first letters of the first two parts of the local part ("jane.doe@…" → "JD",
 * "owner@…" → "O").
 */
export function avatarInitials(email?: string | null, firstName?: string | null): string {
  const local = email?.split('@')[0]?.trim();
  if (local) {
    const parts = local.split(/[._+-]+/).filter((part) => /^[\p{L}\p{N}]/u.test(part));
    const letters = parts
      .slice(0, 2)
      .map((part) => part[0])
      .join('');
    if (letters) return letters.toUpperCase();
  }
  const first = firstName?.trim()[0];
  return first ? first.toUpperCase() : 'U';
}
