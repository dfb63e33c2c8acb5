/**
 * A maintenance photo checked in the browser before it is sent (issue 24 item 5), by the same
 * limits as the server (maintenance-photos.service: PNG, JPEG or WebP, sniffed from the bytes;
 * 10 MB at most), so a person learns at once that a PDF or a 30 MB picture will not go.
 */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** What is wrong with a chosen file (an i18n key of `maintenance`), or null. */
export function photoFileIssue(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'maintenance:photos.wrongType';
  if (file.size > MAX_PHOTO_BYTES) return 'maintenance:photos.tooLarge';
  if (file.size === 0) return 'maintenance:photos.empty';
  return null;
}

/**
 * The photos kept after a choice: those already chosen plus the new good ones, at most `max`;
 * the refused ones with their reason.
 */
export function choosePhotos<T extends { name: string; type: string; size: number }>(
  current: readonly T[],
  chosen: readonly T[],
  max: number,
): { photos: T[]; refused: { name: string; issue: string }[] } {
  const photos = [...current];
  const refused: { name: string; issue: string }[] = [];
  for (const file of chosen) {
    const issue = photoFileIssue(file);
    if (issue) refused.push({ name: file.name, issue });
    else if (photos.length >= max) refused.push({ name: file.name, issue: 'maintenance:photos.tooMany' });
    else photos.push(file);
  }
  return { photos, refused };
}
