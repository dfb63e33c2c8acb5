/**
 * A blob as a data: URL, for an <img> of bytes fetched with the bearer token (a plain src could
 * not carry it): the CSP allows data: images, not blob: ones.
 */
export function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}
