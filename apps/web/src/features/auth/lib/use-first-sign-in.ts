import { useEffect, useState } from 'react';
import { updateProfile } from '../api/update-profile';
import { useAuth } from '../auth-provider';

/**
 * Whether this is the person's first time in their dashboard (issue 24 item 4: "Welcome" on a
 * first sign-in, "Welcome back" after); undefined until the profile is known. The first time is
 * recorded on the profile (PATCH welcomed) but the answer holds for this visit: the greeting does
 * not change under the reader's eyes, and the next sign-in says "Welcome back".
 */
export function useFirstSignIn(): boolean | undefined {
  const { userProfile } = useAuth();
  const [first, setFirst] = useState<boolean>();
  const welcomed = userProfile?.welcomed;
  useEffect(() => {
    if (first !== undefined || welcomed === undefined) return;
    setFirst(!welcomed);
    // Not through the profile query's cache: the heading keeps saying "Welcome" this visit.
    if (!welcomed) updateProfile({ welcomed: true }).catch(() => {});
  }, [first, welcomed]);
  return first;
}

/**
 * A dashboard heading's greeting (keys `dashboard.welcome*` of the page's namespace): "Welcome" the
 * first time, "Welcome back" after, with the first name when there is one; a blank line while the
 * profile loads (no "Welcome back" flashing before "Welcome").
 */
export function greeting(
  t: (key: string, options?: Record<string, unknown>) => string,
  firstSignIn: boolean | undefined,
  name: string | null | undefined,
): string {
  if (firstSignIn === undefined) return '\u00a0';
  if (firstSignIn) return name ? t('dashboard.welcomeFirstName', { name }) : t('dashboard.welcomeFirst');
  return name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome');
}
