import { create } from 'content-disposition';

/**
 * A `Content-Disposition` header for a user-named file (RFC 6266), built by the
 * `content-disposition` package: the exact name in `filename*` (RFC 5987), and for old clients a
 * plain-ASCII `filename`. The package's own fallback keeps Latin-1 letters, which reach the header
 * as raw bytes; ours strips accents and replaces quotes, backslashes, `%`, `;` and anything outside
 * printable ASCII, so the quoted form is the same in every client.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'download';
  return create(fileName, { type, fallback });
}
