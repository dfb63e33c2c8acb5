import { type ApiRequest, apiFetchFile } from '@/lib/api-client';

export interface OpenFileInput {
  /** An API path answering a file: `/api/documents/:id/download`, `/api/payments/:id/receipt.pdf`. */
  path: string;
  query?: ApiRequest['query'];
  mode: 'view' | 'download';
  /** The name to save under when the server gives none. */
  fallbackName: string;
}

/**
 * Fetches a file with the bearer token (a plain link could not carry it) and either saves it or
 * shows it in a new tab. The tab is opened before the request, in the click's own turn, so pop-up
 * blockers let it through; it then navigates to the blob. If the tab was blocked, the file is
 * saved instead.
 */
export async function openFile(input: OpenFileInput): Promise<void> {
  const tab = input.mode === 'view' ? window.open('', '_blank') : null;
  try {
    const { blob, filename } = await apiFetchFile(input.path, { query: input.query });
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? input.fallbackName;
      document.body.append(link);
      link.click();
      link.remove();
    }
    // Long enough for the tab to load or the download to start.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The download route of a document; `view` asks for `inline` (PDFs and images only). */
export function documentFile(
  document: { id: string; name: string },
  mode: 'view' | 'download',
): OpenFileInput {
  return {
    path: `/api/documents/${encodeURIComponent(document.id)}/download`,
    query: mode === 'view' ? { inline: 1 } : undefined,
    mode,
    fallbackName: document.name,
  };
}
