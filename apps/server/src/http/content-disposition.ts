/**
 * A `Content-Disposition` header for a user-named file (RFC 6266): a plain-ASCII `filename` for
 * old clients, and the exact name in `filename*` with RFC 5987 encoding. Quotes, backslashes,
 * control characters and anything outside printable ASCII never reach the quoted form, so a file
 * name cannot break out of the header or smuggle another parameter.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
