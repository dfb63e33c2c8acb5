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
 * The one way the web app fetches a file from the API (a document, a receipt, a statement, a
 * report, an export): with the bearer token (a plain link could not carry it), then either saved
 * or shown in a new tab. The tab is opened before the request, in the click's own turn, so pop-up
 * blockers let it through; it then navigates to the blob. If the tab was blocked, the file is
 * saved instead. Answers the name it was saved under.
 */
export async function openFile(input: OpenFileInput): Promise<string> {
  const tab = input.mode === 'view' ? window.open('', '_blank') : null;
  try {
    const { blob, filename } = await apiFetchFile(input.path, { query: input.query });
    const name = filename ?? input.fallbackName;
    if (tab) {
      const url = URL.createObjectURL(blob);
      tab.opener = null;
      tab.location.href = url;
      // Long enough for the tab to load.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      saveBlob(blob, name);
    }
    return name;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Hands bytes made or fetched in the page to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the download to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
