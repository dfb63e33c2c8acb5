import type { Language } from '@rentwise/core/i18n';
import type { RentReminderKind } from '@rentwise/core/leases/rent-schedule';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import { moneyParam, storedText } from '@rentwise/core/notifications/text';

/**
 * Titles and bodies of the notifications the server writes, from the shared catalogs
 * (`notifications:sent.*` in packages/core/src/locales). A notification is stored in the
 * recipient's language when it is written (like an email).
 */
const texts = {
  'payment-received': 'paymentReceived',
  'payment-confirmed': 'paymentConfirmed',
  'payment-processing': 'paymentProcessing',
  'payment-failed': 'paymentFailed',
  'payment-returned': 'paymentReturned',
  'lease-created': 'leaseCreated',
  'lease-expiring': 'leaseExpiring',
  'lease-ended': 'leaseEnded',
  'deposit-settled': 'depositSettled',
  'statement-published': 'statementPublished',
  'statement-republished': 'statementRepublished',
} as const;

/** The placeholders each notification's body fills. */
interface NotificationParams {
  'payment-received': { amount: string; tenant: string; address: string };
  'payment-confirmed': { amount: string; address: string };
  'payment-processing': { amount: string; address: string };
  'payment-failed': { amount: string; address: string; reason: string };
  'payment-returned': { amount: string; address: string; reason: string };
  'lease-created': { address: string; start: string; end: string };
  'lease-expiring': { tenant: string; address: string; end: string };
  'lease-ended': { address: string; moveOut: string };
  'deposit-settled': { address: string; outcome: string };
  'statement-published': { period: string; version: string };
  'statement-republished': { period: string; version: string };
}

export type NotificationTextKey = keyof typeof texts;

export function notificationText<K extends NotificationTextKey>(
  key: K,
  lang: Language,
  params: NotificationParams[K],
): { title: string; body: string } {
  const name = texts[key];
  return {
    title: translate(lang, `notifications:sent.${name}.title` satisfies CatalogKey),
    body: translate(lang, `notifications:sent.${name}.body` satisfies CatalogKey, params),
  };
}

/**
 * In-app notifications stored as a catalogue key and parameters (core/notifications/text.ts), not
 * as text: said in the reader's language when read, so switching the language changes them too.
 * Dates are ISO days and amounts {@link moneyParam}s, formatted for the reader; their emails stay
 * in the recipient's saved language.
 */
interface StoredNotification {
  title: string;
  body: string;
}

interface MoneyOn {
  /** Cents, in `currency` (the organisation's). */
  amount: number;
  currency: string;
  /** YYYY-MM-DD. */
  date: string;
  address: string;
}

/** The automatic rent reminders (`rent-reminders` job). */
export function rentReminderNotification(kind: RentReminderKind, what: MoneyOn): StoredNotification {
  const name = kind === 'before-due' ? 'rentDueSoon' : 'rentOverdue';
  return {
    title: storedText(`notifications:sent.${name}.title` satisfies CatalogKey, { date: what.date }),
    body: storedText(`notifications:sent.${name}.body` satisfies CatalogKey, {
      amount: moneyParam(what.amount, what.currency),
      address: what.address,
      date: what.date,
    }),
  };
}

const autopayNames = {
  upcoming: 'autopayUpcoming',
  charged: 'autopayCharged',
  failed: 'autopayFailed',
} as const;

/** Autopay's notice, charge and failure (to the tenant; a failure to the owner too). */
export function autopayNotification(
  kind: keyof typeof autopayNames,
  what: MoneyOn & { method: string; reason?: string; turnedOff?: boolean },
): StoredNotification {
  const name = autopayNames[kind];
  const params = {
    amount: moneyParam(what.amount, what.currency),
    date: what.date,
    method: what.method,
    address: what.address,
    reason: what.reason ?? '',
  };
  return {
    title: storedText(`notifications:sent.${name}.title` satisfies CatalogKey, params),
    body:
      kind === 'failed' && what.turnedOff
        ? storedText('notifications:sent.autopayFailed.bodyTurnedOff' satisfies CatalogKey, params)
        : storedText(`notifications:sent.${name}.body` satisfies CatalogKey, params),
  };
}

/** The organisation export is ready to download until `expires` (YYYY-MM-DD). */
export function orgExportNotification(expires: string): StoredNotification {
  return {
    title: storedText('notifications:sent.orgExportReady.title' satisfies CatalogKey),
    body: storedText('notifications:sent.orgExportReady.body' satisfies CatalogKey, { expires }),
  };
}
