import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeOrganisationOf, setActiveOrganisation, userIdOfAccessToken } from './active-organisation';
import { apiFetch, setAccessTokenProvider, setOrganisationLostHandler } from './api-client';

/** An unsigned token whose payload names `sub` (the client never verifies it; the server does). */
function tokenOf(sub: string): string {
  const payload = btoa(JSON.stringify({ sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `header.${payload}.signature`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(() => null);
  setOrganisationLostHandler(null);
  localStorage.clear();
});

describe('the active organisation', () => {
  it('is remembered per user', () => {
    setActiveOrganisation('user-a', 'org-1');
    setActiveOrganisation('user-b', 'org-2');
    expect(activeOrganisationOf('user-a')).toBe('org-1');
    expect(activeOrganisationOf('user-b')).toBe('org-2');
    setActiveOrganisation('user-a', null);
    expect(activeOrganisationOf('user-a')).toBeNull();
    expect(activeOrganisationOf(null)).toBeNull();
    expect(userIdOfAccessToken(tokenOf('user-a'))).toBe('user-a');
    expect(userIdOfAccessToken('not a token')).toBeNull();
  });

  it('is sent as X-Org-Id; a 404 for it forgets it, re-asks a read without it and tells the app', async () => {
    setAccessTokenProvider(() => tokenOf('user-a'));
    setActiveOrganisation('user-a', 'org-gone');
    const lost = vi.fn();
    setOrganisationLostHandler(lost);
    const sent: (string | undefined)[] = [];
    const answers = [
      Response.json({ error: { code: 'NOT_FOUND', message: 'Organisation not found' } }, { status: 404 }),
      Response.json({ id: 'first-org' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { headers: Record<string, string> }) => {
        sent.push(init.headers['x-org-id']);
        return answers.shift();
      }),
    );
    expect(await apiFetch('/api/org')).toEqual({ id: 'first-org' });
    expect(sent).toEqual(['org-gone', undefined]);
    expect(activeOrganisationOf('user-a')).toBeNull();
    expect(lost).toHaveBeenCalledOnce();
  });

  it('a change meant for a lost organisation is not re-sent elsewhere', async () => {
    setAccessTokenProvider(() => tokenOf('user-a'));
    setActiveOrganisation('user-a', 'org-gone');
    const fetch = vi
      .fn()
      .mockResolvedValue(
        Response.json({ error: { code: 'NOT_FOUND', message: 'Organisation not found' } }, { status: 404 }),
      );
    vi.stubGlobal('fetch', fetch);
    await expect(apiFetch('/api/properties', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 404,
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a record not found is not taken for a lost organisation', async () => {
    setAccessTokenProvider(() => tokenOf('user-a'));
    setActiveOrganisation('user-a', 'org-1');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          Response.json({ error: { code: 'NOT_FOUND', message: 'Tenant not found' } }, { status: 404 }),
        ),
    );
    await expect(apiFetch('/api/tenants/x')).rejects.toMatchObject({ status: 404 });
    expect(activeOrganisationOf('user-a')).toBe('org-1');
  });
});
