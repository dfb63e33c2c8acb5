import type { Language } from '@rentwise/core/i18n';
import { translate } from '@rentwise/core/locales/catalog';
import type { EmailContent } from '../../mail/layout';

/** What the approval request email to an owner client shows (maintenance-approvals.service). */
export interface ApprovalRequestEmailData {
  ownerFirstName: string;
  organisationName: string;
  title: string;
  propertyAddress: string;
  /** The estimate, already formatted for the language. */
  amount: string;
  /** The request's page in the owner portal. */
  url: string;
}

/** One line: a subject never carries a line break, whatever was typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
}

/** The 'maintenance-approval-request' email, in the owner client's language. */
export function approvalRequestEmail(lang: Language, data: ApprovalRequestEmailData): EmailContent {
  return {
    subject: oneLine(
      translate(lang, 'owners:email.subject', { title: data.title, address: data.propertyAddress }),
    ),
    heading: translate(lang, 'owners:email.heading'),
    paragraphs: [
      translate(lang, 'owners:email.greeting', { name: data.ownerFirstName }),
      translate(lang, 'owners:email.intro', {
        organisation: data.organisationName,
        address: data.propertyAddress,
        amount: data.amount,
      }),
      translate(lang, 'owners:email.issue', { title: oneLine(data.title) }),
    ],
    action: { label: translate(lang, 'owners:email.action'), url: data.url },
    footer: translate(lang, 'owners:email.footer', { organisation: data.organisationName }),
  };
}
