import type { Notification } from '@rentwise/core/notifications/schemas';
import { renderStoredText } from '@rentwise/core/notifications/text';
import { useTranslation } from '@/app/i18n';

/**
 * A notification's title and body in the language on screen: its stored key and parameters
 * (core/notifications/text.ts) said here, so "Maintenance: Completed" reads "Intervention : Terminée"
 * in French whatever language the account had when it was written. A text stored as it is (typed
 * by a person, or older) is shown as it is. Suspends until the texts it names are loaded.
 */
export function useNotificationText(): (
  item: Pick<Notification, 'title' | 'body' | 'titleKey' | 'bodyKey'>,
) => {
  title: string;
  body: string;
} {
  // The namespaces stored notification texts name (maintenance statuses, owner-portal approvals,
  // renewal offers).
  const { t, i18n } = useTranslation(['notifications', 'maintenance', 'owners', 'renewals']);
  const say = (key: string | null | undefined, fallback: string) =>
    key ? renderStoredText(key, i18n.language, t) : fallback;
  return (item) => ({ title: say(item.titleKey, item.title), body: say(item.bodyKey, item.body) });
}
