import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where the scroll positions of this tab's history entries are kept (listed on the cookie page). */
export const SCROLL_STORAGE_KEY = 'rentwise.scroll-positions';

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * What react-router's data-router `<ScrollRestoration>` did, for the declarative router: a new
 * page starts at the top, or at its `#hash` section; Back/Forward (and a reload) return to where
 * that history entry was scrolled. Positions are kept by history entry key, for the tab's life.
 * Render it next to the page, inside the same `<Suspense>`, so it runs once the page is drawn.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const currentKey = useRef(location.key);

  useEffect(() => {
    // The browser's own restoration would jump before the page has rendered.
    window.history.scrollRestoration = 'manual';
    // Positions are recorded as the page scrolls: when a navigation commits, the new page is
    // already drawn and the old one's position would be lost.
    const remember = () => {
      savedPositions()[currentKey.current] = window.scrollY;
    };
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or disabled: Back then starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = savedPositions()[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: no section to scroll to.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
