/**
 * What a file really is, read from its first bytes (QUALITY.md security row 16): the name and the
 * client's Content-Type are never trusted. Only these types are accepted; anything else (an
 * executable, HTML, SVG, an archive…) is refused with 415.
 */
export const documentContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** 10 MB: a scanned lease or a phone photo fits; the server holds one upload in memory at most. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The extension a download gets for each type (so a saved file opens with the right program). */
export const extensionFor: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'text/plain': 'txt',
};

/** Types a browser may show inline (`?inline=1`); text is always a download. */
export function isViewableInline(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/');
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Plain text: valid UTF-8 without NUL or other control characters (tab, CR, LF, form feed
 * allowed), and not markup. Markup is refused even as "text" so that nothing we serve can be
 * taken for HTML by a browser that ignores nosniff, and an HTML file renamed .pdf or .txt is a 415.
 */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return false;
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024)
    .toLowerCase();
  if (head.startsWith('<')) return false;
  return !/<\s*(script|html|body|iframe|svg|object|embed|meta)\b/.test(text.slice(0, 4096).toLowerCase());
}

/** The sniffed content type of `bytes`, or null when it is not one we accept. */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (isPlainText(bytes)) return 'text/plain';
  return null;
}

/**
 * A name safe to show and to put in a download: no path, no control characters, at most 200
 * characters. Never used as a storage path (files are stored under generated keys).
 */
export function cleanDocumentName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return (
    base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters
      .replace(/[\u0000-\u001F\u007F]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200)
  );
}

/** The file name a download is saved under: the document's name with the sniffed type's extension. */
export function downloadFileName(name: string, contentType: string): string {
  const extension = extensionFor[contentType as DocumentContentType] ?? 'bin';
  const clean = cleanDocumentName(name) || 'document';
  return clean.toLowerCase().endsWith(`.${extension}`) ? clean : `${clean}.${extension}`;
}
