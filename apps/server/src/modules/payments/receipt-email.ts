import { formatMoney } from '@rentwise/core/money/money';
import { receiptNumber } from '@rentwise/core/payments/receipt';
import type { DbOrTx } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { formatDay } from '../notifications/notifications.service';
import { currencyOf } from '../organisations/organisations.service';
import { listRecipients } from '../reminders/reminders.service';

/** What queueing a receipt email needs: the outbox and the address links start with. */
export interface ReceiptMail {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Emails the tenant the receipt of a payment whose money is confirmed (issue 25 item 2, issue 23
 * finding 12): the test provider's payment at once, a Stripe payment at `payment_intent.succeeded`.
 * In the caller's transaction, through the outbox and its quotas (mailer.queue): the email exists
 * exactly when the payment does. In the tenant's language, in the organisation's currency, with
 * the receipt's PDF linked. A tenant without an email address gets none. Answers whether one was
 * queued; call `mailer.wake()` after the commit.
 */
export async function queueReceiptEmail(
  tx: DbOrTx,
  mail: ReceiptMail,
  payment: Pick<
    PaymentRow,
    'id' | 'orgId' | 'tenantId' | 'amount' | 'method' | 'receivedAt' | 'receiptNumber'
  >,
  place: { propertyAddress: string; unitLabel: string | null },
): Promise<boolean> {
  if (!payment.tenantId) return false;
  const [recipient] = await listRecipients(tx, payment.orgId, payment.tenantId);
  if (!recipient?.email) return false;
  const lang = recipient.locale;
  const currency = await currencyOf(tx, payment.orgId);
  const number = receiptNumber({ receivedAt: payment.receivedAt, sequence: payment.receiptNumber });
  const id = await mail.mailer.queue(tx, {
    orgId: payment.orgId,
    to: recipient.email,
    template: 'payment-receipt',
    locale: lang,
    data: {
      firstName: recipient.firstName,
      amount: formatMoney(payment.amount, lang, { currency }),
      address: place.unitLabel ? `${place.propertyAddress}, ${place.unitLabel}` : place.propertyAddress,
      date: formatDay(payment.receivedAt.toISOString(), lang),
      number,
      method: payment.method,
      pdfUrl: `${mail.publicUrl}/api/payments/${payment.id}/receipt.pdf?lang=${lang}`,
      url: `${mail.publicUrl}/tenant-dashboard/payments`,
    },
  });
  return id !== '';
}
