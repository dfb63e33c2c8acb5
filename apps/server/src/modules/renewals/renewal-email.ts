import type { Language } from '@rentwise/core/i18n';
import { translate } from '@rentwise/core/locales/catalog';
import type { EmailContent } from '../../mail/layout';

/** What the renewal offer email to a tenant shows: every value already formatted. */
export interface RenewalOfferEmailData {
  firstName: string;
  address: string;
  start: string;
  end: string;
  rent: string;
  expires: string;
  message: string | null;
  url: string;
}

/** What the reminder before an offer expires shows. */
export interface RenewalReminderEmailData {
  firstName: string;
  address: string;
  expires: string;
  url: string;
}

/** One line: a subject never carries a line break, whatever was typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
}

/** The 'renewal-offer' email (issue 21 item 2), in the tenant's language. */
export function renewalOfferEmail(lang: Language, data: RenewalOfferEmailData): EmailContent {
  const subject = oneLine(translate(lang, 'renewals:email.offer.subject', { address: data.address }));
  return {
    subject,
    heading: subject,
    paragraphs: [
      translate(lang, 'renewals:email.offer.greeting', { name: data.firstName }),
      translate(lang, 'renewals:email.offer.intro', { address: data.address }),
      translate(lang, 'renewals:email.offer.terms', { start: data.start, end: data.end, rent: data.rent }),
      translate(lang, 'renewals:email.offer.expires', { expires: data.expires }),
      ...(data.message ? [translate(lang, 'renewals:email.offer.message', { message: data.message })] : []),
    ],
    action: { label: translate(lang, 'renewals:email.offer.action'), url: data.url },
    footer: translate(lang, 'renewals:email.offer.footer'),
  };
}

/** The 'renewal-offer-reminder' email, sent once a few days before the offer expires. */
export function renewalReminderEmail(lang: Language, data: RenewalReminderEmailData): EmailContent {
  const subject = oneLine(translate(lang, 'renewals:email.reminder.subject', { expires: data.expires }));
  return {
    subject,
    heading: subject,
    paragraphs: [
      translate(lang, 'renewals:email.reminder.greeting', { name: data.firstName }),
      translate(lang, 'renewals:email.reminder.intro', { address: data.address, expires: data.expires }),
    ],
    action: { label: translate(lang, 'renewals:email.reminder.action'), url: data.url },
    footer: translate(lang, 'renewals:email.reminder.footer'),
  };
}
