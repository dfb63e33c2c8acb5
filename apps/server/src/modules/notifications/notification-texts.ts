import type { Language } from '@rentwise/core/i18n';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';

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
