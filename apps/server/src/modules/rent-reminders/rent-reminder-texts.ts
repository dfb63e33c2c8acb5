import type { Language } from '@rentwise/core/i18n';
import type { RentReminderKind } from '@rentwise/core/leases/rent-schedule';
import { translate } from '@rentwise/core/locales/catalog';

interface Params {
  amount: string;
  address: string;
  date: string;
}

/** Where each kind's texts are in the catalogs (`emails:automaticReminder.*`). */
const keys = {
  'before-due': 'beforeDue',
  overdue: 'overdue',
} as const satisfies Record<RentReminderKind, string>;

/**
 * The automatic rent reminders' subject and message in each language. They go through the
 * `rent-reminder` email template (the same one as an owner's own reminder) and the in-app
 * notification, in the tenant's language.
 */
export function rentReminderText(
  kind: RentReminderKind,
  lang: Language,
  params: Params,
): { subject: string; message: string } {
  const name = keys[kind];
  return {
    subject: translate(lang, `emails:automaticReminder.${name}.subject`, { ...params }),
    message: translate(lang, `emails:automaticReminder.${name}.message`, { ...params }),
  };
}
