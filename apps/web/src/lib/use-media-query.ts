import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, re-rendering when it changes. Where there is no
 * `matchMedia` (tests in jsdom, the prerender) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
      if (!media) return () => {};
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
