import type { ImportKind } from '@rentwise/core/imports/templates';
import { openFile } from '@/lib/open-file';

/** Saves a kind's CSV template (with the bearer token a plain link could not carry). */
export function downloadTemplate(kind: ImportKind, lang: 'en' | 'fr'): Promise<void> {
  return save(`/api/imports/templates/${kind}`, lang, `rentwise-${kind}-${lang}.csv`);
}

/** Saves the organisation's records of a kind as CSV, in the template's columns (GET /api/exports/csv/:kind). */
export function downloadExport(kind: ImportKind, lang: 'en' | 'fr'): Promise<void> {
  return save(`/api/exports/csv/${kind}`, lang, `rentwise-${kind}.csv`);
}

async function save(path: string, lang: 'en' | 'fr', fallback: string): Promise<void> {
  await openFile({ path, query: { lang }, mode: 'download', fallbackName: fallback });
}
