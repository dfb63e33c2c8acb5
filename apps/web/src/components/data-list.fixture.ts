import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/** For tests of lists on the shared DataList: the screen's width and what Export CSV saves. */

/** A screen `width` pixels wide, as `matchMedia` answers min-width queries. */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * Clicks the list's Export CSV button and answers the saved file's name and text (without its
 * BOM), as the browser would have downloaded them.
 */
export async function exportedCsv(buttonName = 'Export CSV'): Promise<{ fileName: string; text: string }> {
  let saved: Blob | undefined;
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      saved = blob;
      return 'blob:x';
    },
    revokeObjectURL: () => {},
  });
  let fileName = '';
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    fileName = this.download;
  });
  try {
    fireEvent.click(screen.getByRole('button', { name: buttonName }));
    if (!saved) throw new Error('Export CSV saved nothing');
    return { fileName, text: (await saved.text()).replace(/^\ufeff/, '') };
  } finally {
    click.mockRestore();
  }
}

/** A loaded infinite query of one API page holding `items` (for lists fed by `pagesListQuery`). */
export function onePageQuery<T>(items: T[]) {
  return {
    isError: false,
    isPending: false,
    error: null,
    data: { pages: [{ items, nextCursor: null }], pageParams: [undefined] },
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
  };
}
