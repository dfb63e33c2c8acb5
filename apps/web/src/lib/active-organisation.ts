/**
 * The organisation a workspace user works in (issue 17: the switcher). Kept in localStorage per
 * user, so two people sharing a browser each keep theirs and a new tab opens where the last one
 * was. The API client sends it as the X-Org-Id header (core ORG_HEADER); the server checks it
 * against the user's memberships on every request, so it is a choice, never a credential. Nothing
 * stored → the server uses the user's first organisation.
 */
const STORAGE_KEY = 'rentwise.activeOrganisation';
const listeners = new Set<() => void>();

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The organisation `userId` chose, or null (their first one). */
export function activeOrganisationOf(userId: string | null | undefined): string | null {
  if (!userId) return null;
  const value = readAll()[userId];
  return typeof value === 'string' ? value : null;
}

/** Chooses `orgId` for `userId` (null forgets the choice: back to the first organisation). */
export function setActiveOrganisation(userId: string, orgId: string | null): void {
  const all = readAll();
  if (orgId) all[userId] = orgId;
  else delete all[userId];
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Private mode or a full storage: the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

export function subscribeActiveOrganisation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user id (`sub`) of an access token, read without verifying it (the server does that). */
export function userIdOfAccessToken(token: string): string | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
