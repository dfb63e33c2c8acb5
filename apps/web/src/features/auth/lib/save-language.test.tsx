import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/app/i18n';
import { useSaveLanguageToAccount } from './save-language';

describe('useSaveLanguageToAccount', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('saves each language switch to the signed-in account, and nothing when signed out', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { rerender } = renderHook(({ userId }) => useSaveLanguageToAccount(userId), {
      initialProps: { userId: 'user-1' as string | null },
    });
    expect(fetch).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage('fr'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'fr' });

    rerender({ userId: null });
    await act(() => i18n.changeLanguage('en'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
