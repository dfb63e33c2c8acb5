import type { ImportKind } from '@rentwise/core/imports/templates';
import { apiFetchFile } from '@/lib/api-client';

/** Saves a kind's CSV template (with the bearer token a plain link could not carry). */
export async function downloadTemplate(kind: ImportKind, lang: 'en' | 'fr'): Promise<void> {
  const { blob, filename } = await apiFetchFile(`/api/imports/templates/${kind}`, { query: { lang } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `rentwise-${kind}-${lang}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
