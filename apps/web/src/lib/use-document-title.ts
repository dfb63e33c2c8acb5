import { useEffect } from 'react';

/** Sets the tab title for the current page (screen readers announce it on navigation). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
