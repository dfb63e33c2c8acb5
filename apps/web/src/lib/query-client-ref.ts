import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client once lib/query-client.ts has loaded (it registers itself here), so code in the
 * entry chunk can reach the cache without importing TanStack Query: nothing is cached before then.
 */
let loaded: QueryClient | undefined;
const listeners = new Set<() => void>();

export function setLoadedQueryClient(client: QueryClient): void {
  loaded = client;
  for (const listener of listeners) listener();
}

export function loadedQueryClient(): QueryClient | undefined {
  return loaded;
}

/** For `useSyncExternalStore`: tells when the query client has loaded. */
export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
