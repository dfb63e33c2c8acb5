import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the build-time render of the public pages and while React hydrates that HTML, true
 * otherwise (from the first render when nothing is hydrated). For what the build cannot render as
 * the browser will: React renders it again right after the hydration, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
