import type { RentReminderKind } from '@rentwise/core/leases/rent-schedule';
import type { CatalogKey } from '@rentwise/core/locales/catalog';
import { moneyParam, storedText, textParam } from '@rentwise/core/notifications/text';

/**
 * The notifications the server writes, stored as a catalogue key and parameters
 * (`notifications:sent.*`, core/notifications/text.ts), never as finished text: said in the
 * reader's language when read, so switching the language changes them too (issue 24 item 2).
 * Dates are ISO days (a statement's period an ISO month) and amounts {@link Money}, formatted for
 * the reader; names and places are plain. Their emails stay in the recipient's saved language.
 */
interface StoredNotification {
  title: string;
  body: string;
}

/** An amount in cents, in the organisation's currency: stored as a moneyParam. */
export interface Money {
  cents: number;
  currency: string;
}

const texts = {
  'payment-received': 'paymentReceived',
  'payment-confirmed': 'paymentConfirmed',
  'payment-processing': 'paymentProcessing',
  'payment-failed': 'paymentFailed',
  'payment-returned': 'paymentReturned',
  'lease-created': 'leaseCreated',
  'lease-expiring': 'leaseExpiring',
  'lease-ended': 'leaseEnded',
  'statement-published': 'statementPublished',
  'statement-republished': 'statementRepublished',
} as const;

/** The placeholders each notification's body fills (days YYYY-MM-DD, a period YYYY-MM). */
interface NotificationParams {
  'payment-received': { amount: Money; tenant: string; address: string };
  'payment-confirmed': { amount: Money; address: string };
  'payment-processing': { amount: Money; address: string };
  'payment-failed': { amount: Money; address: string; reason: string };
  'payment-returned': { amount: Money; address: string; reason: string };
  'lease-created': { address: string; start: string; end: string };
  'lease-expiring': { tenant: string; address: string; end: string };
  'lease-ended': { address: string; moveOut: string };
  'statement-published': { period: string };
  'statement-republished': { period: string; version: number };
}

export type NotificationTextKey = keyof typeof texts;

const stored = (params: Record<string, string | number | Money>): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? moneyParam(value.cents, value.currency) : value,
    ]),
  );

/** A notification of `key` with its parameters, stored as keys. */
export function notificationText<K extends NotificationTextKey>(
  key: K,
  params: NotificationParams[K],
): StoredNotification {
  const name = texts[key];
  return {
    title: storedText(`notifications:sent.${name}.title` satisfies CatalogKey),
    body: storedText(`notifications:sent.${name}.body` satisfies CatalogKey, stored({ ...params })),
  };
}

/** The tenant's deposit statement: a refund due, a balance still owed, or nothing either way. */
export function depositSettledNotification(what: {
  address: string;
  refundDue: Money;
  balanceOwed: Money;
}): StoredNotification {
  const title = storedText('notifications:sent.depositSettled.title' satisfies CatalogKey);
  const { address } = what;
  if (what.refundDue.cents > 0) {
    return {
      title,
      body: storedText('notifications:sent.depositSettled.bodyRefund' satisfies CatalogKey, {
        address,
        amount: moneyParam(what.refundDue.cents, what.refundDue.currency),
      }),
    };
  }
  if (what.balanceOwed.cents > 0) {
    return {
      title,
      body: storedText('notifications:sent.depositSettled.bodyOwed' satisfies CatalogKey, {
        address,
        amount: moneyParam(what.balanceOwed.cents, what.balanceOwed.currency),
      }),
    };
  }
  return {
    title,
    body: storedText('notifications:sent.depositSettled.bodyNone' satisfies CatalogKey, { address }),
  };
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

/** How an owner or tenant with no name is named in a stored notification: said in the reader's language. */
export const fallbackNameParam = (kind: 'owner' | 'tenant'): string =>
  textParam(`notifications:sent.fallbackNames.${kind}` satisfies CatalogKey);
