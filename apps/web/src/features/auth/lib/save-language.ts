import type { Profile } from '@rentwise/core/profile/schemas';
import { useEffect } from 'react';
import { i18n } from '@/app/i18n';
import { apiFetch } from '@/lib/api-client';
import { loadedQueryClient } from '@/lib/query-client-ref';

/**
 * Switching the language while signed in saves it to the account (PATCH /api/profile `locale`),
 * so the emails and notifications the server writes for this person follow it (issue 24 item 2).
 * Only a switch saves: signing in on a browser set to another language changes nothing on the
 * account. The cached profile takes the answer. A failed save shows nothing: the choice is kept in
 * the browser all the same. (apiFetch, not the profile hooks: this runs in the entry chunk, which
 * does not load TanStack Query.)
 */
export function useSaveLanguageToAccount(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    return i18n.onLanguageChanged((locale) => {
      void apiFetch<Profile>('/api/profile', { method: 'PATCH', body: { locale } })
        .then((profile) => loadedQueryClient()?.setQueryData(['profile', userId], profile))
        .catch(() => undefined);
    });
  }, [userId]);
}
