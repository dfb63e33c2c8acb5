/** The organisation's logo (issue 19): a PNG or a JPEG of at most 1 MB, checked on both sides. */
export const MAX_LOGO_BYTES = 1024 * 1024;
export const logoContentTypes = ['image/png', 'image/jpeg'] as const;
