import type { ContactReason } from '@rentwise/core/contact/schema';
import type { Language } from '@rentwise/core/i18n';
import { translate } from '@rentwise/core/locales/catalog';
import type { PaymentRow } from '../db/schema';
import { orgExportEmail } from '../modules/exports/org-export-email';
import { approvalRequestEmail } from '../modules/maintenance/approval-email';
import { vendorJobEmail } from '../modules/maintenance/vendor-job-email';
import { ownerStatementEmail } from '../modules/owner-statements/statement-email';
import { renewalOfferEmail, renewalReminderEmail } from '../modules/renewals/renewal-email';
import { signatureRequestEmail } from '../modules/signatures/signature-email';
import { invitationEmail } from '../modules/team/invitation-email';
import { type EmailContent, type RenderedEmail, renderLayout } from './layout';

/** What the two contact-form emails show. */
export interface ContactEmailData {
  id: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  reason: ContactReason;
  message: string;
  locale: Language;
}

/** A reminder an owner scheduled (modules/reminders): the owner's own subject and message. */
export interface ReminderEmailData {
  tenantFirstName: string;
  senderName: string;
  subject: string;
  message: string;
  url: string;
}

/** Messages still unread after the configured delay (modules/messages, job message-emails). */
export interface NewMessageEmailData {
  recipientFirstName: string;
  senderName: string;
  /** How many unread messages this email is about. */
  count: number;
  /** The latest of them (at most five), oldest first. */
  messages: string[];
  url: string;
}

/** A payment's receipt email (modules/payments/receipt-email.ts): every value already formatted. */
export interface PaymentReceiptEmailData {
  firstName: string;
  amount: string;
  address: string;
  date: string;
  number: string;
  method: PaymentRow['method'];
  pdfUrl: string;
  url: string;
}

/** An autopay email (modules/stripe/autopay.service.ts): every value already formatted. */
export interface AutopayEmailData {
  kind: 'upcoming' | 'charged' | 'failed';
  firstName: string;
  amount: string;
  date: string;
  /** "Visa •••• 4242". */
  method: string;
  address: string;
  reason?: string;
  /** The failure turned autopay off (the second in a row). */
  turnedOff?: boolean;
  url: string;
}

/** A subject never carries a line break, whatever a caller passes (no header injection). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
}

/** A multi-line message as paragraphs: the layout escapes each one. */
function messageParagraphs(message: string): string[] {
  return message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Every email Rentwise sends, in English and French, its words from the shared catalogs
 * (`emails:*` in packages/core/src/locales). A template takes plain data and returns the content;
 * the layout escapes it. Add a template here and its texts to both languages' emails.json.
 */
const templates = {
  'signup-confirmation': (lang: Language, data: { firstName?: string; url: string }) => ({
    subject: translate(lang, 'emails:signupConfirmation.subject'),
    heading: data.firstName
      ? translate(lang, 'emails:signupConfirmation.headingNamed', { firstName: data.firstName })
      : translate(lang, 'emails:signupConfirmation.heading'),
    paragraphs: [
      translate(lang, 'emails:signupConfirmation.intro'),
      translate(lang, 'emails:signupConfirmation.validity'),
    ],
    action: { label: translate(lang, 'emails:signupConfirmation.action'), url: data.url },
    footer: translate(lang, 'emails:signupConfirmation.footer'),
  }),
  'password-recovery': (lang: Language, data: { url: string }) => ({
    subject: translate(lang, 'emails:passwordRecovery.subject'),
    heading: translate(lang, 'emails:passwordRecovery.heading'),
    paragraphs: [
      translate(lang, 'emails:passwordRecovery.intro'),
      translate(lang, 'emails:passwordRecovery.validity'),
    ],
    action: { label: translate(lang, 'emails:passwordRecovery.action'), url: data.url },
    footer: translate(lang, 'emails:passwordRecovery.footer'),
  }),
  /** After any password change or reset (issue 23 finding 12): the holder learns of one they did not make. */
  'password-changed': (lang: Language, data: { url: string }) => ({
    subject: translate(lang, 'emails:passwordChanged.subject'),
    heading: translate(lang, 'emails:passwordChanged.heading'),
    paragraphs: [
      translate(lang, 'emails:passwordChanged.intro'),
      translate(lang, 'emails:passwordChanged.notYou'),
    ],
    action: { label: translate(lang, 'emails:passwordChanged.action'), url: data.url },
    footer: translate(lang, 'emails:passwordChanged.footer'),
  }),
  'contact-notification': (_lang: Language, data: ContactEmailData) => {
    // For the support inbox, always in English; the sender's language is stated in the body.
    const en = 'en';
    const reason = translate(en, `emails:contactReasons.${data.reason}`);
    return {
      subject: oneLine(translate(en, 'emails:contactNotification.subject', { reason, name: data.name })),
      heading: translate(en, 'emails:contactNotification.heading', { name: data.name }),
      paragraphs: [
        translate(en, 'emails:contactNotification.from', { name: data.name, email: data.email }),
        ...(data.company
          ? [translate(en, 'emails:contactNotification.company', { company: data.company })]
          : []),
        ...(data.phone ? [translate(en, 'emails:contactNotification.phone', { phone: data.phone })] : []),
        translate(en, 'emails:contactNotification.reason', { reason }),
        translate(en, 'emails:contactNotification.language', {
          language: translate(en, `emails:contactNotification.languages.${data.locale}`),
        }),
        ...messageParagraphs(data.message),
      ],
      footer: translate(en, 'emails:contactNotification.footer', { id: data.id, email: data.email }),
    };
  },
  'contact-acknowledgement': (lang: Language, data: ContactEmailData) => ({
    subject: translate(lang, 'emails:contactAcknowledgement.subject'),
    heading: translate(lang, 'emails:contactAcknowledgement.heading'),
    // No word the visitor typed (issue 23 finding 4): the address is whatever they entered, so
    // repeating their name or message would let anyone send their text through us to anyone.
    paragraphs: [
      translate(lang, 'emails:contactAcknowledgement.greeting'),
      translate(lang, 'emails:contactAcknowledgement.thanks'),
      translate(lang, 'emails:contactAcknowledgement.received', {
        reason: translate(lang, `emails:contactReasons.${data.reason}`),
      }),
    ],
    footer: translate(lang, 'emails:contactAcknowledgement.footer'),
  }),
  'rent-reminder': (lang: Language, data: ReminderEmailData) => ({
    subject: oneLine(data.subject),
    heading: oneLine(data.subject),
    paragraphs: [
      translate(lang, 'emails:rentReminder.greeting', { name: data.tenantFirstName }),
      ...messageParagraphs(data.message),
      data.senderName
        ? translate(lang, 'emails:rentReminder.signature', { name: data.senderName })
        : translate(lang, 'emails:rentReminder.signatureFallback'),
    ],
    action: { label: translate(lang, 'emails:rentReminder.action'), url: data.url },
    footer: translate(lang, 'emails:rentReminder.footer'),
  }),
  /** A job assigned to a vendor (modules/maintenance), in the owner's language. */
  'maintenance-vendor-job': vendorJobEmail,
  /** A repair above the approval threshold, to each owner client of the property, in their language. */
  'maintenance-approval-request': approvalRequestEmail,
  /** A signing link (modules/signatures, issue 21), to each signer in their language. */
  'signature-request': signatureRequestEmail,
  /** A published owner statement (modules/owner-statements), to the owner client in their language. */
  'owner-statement': ownerStatementEmail,
  /** A whole-organisation export is ready (modules/exports), to the admin who asked, in their language. */
  'org-export-ready': orgExportEmail,
  /** A lease ended at move-out (modules/leases), to the tenant in their language. */
  'lease-ended': (
    lang: Language,
    data: { firstName: string; address: string; moveOut: string; url: string },
  ) => {
    const subject = oneLine(translate(lang, 'emails:leaseEnded.subject', { address: data.address }));
    return {
      subject,
      heading: subject,
      paragraphs: [
        translate(lang, 'emails:leaseEnded.greeting', { name: data.firstName }),
        translate(lang, 'emails:leaseEnded.intro', { address: data.address, moveOut: data.moveOut }),
        translate(lang, 'emails:leaseEnded.details'),
      ],
      action: { label: translate(lang, 'emails:leaseEnded.action'), url: data.url },
      footer: translate(lang, 'emails:leaseEnded.footer'),
    };
  },
  /** A tenant's deposit statement (modules/leases, deposit settlement), in the tenant's language. */
  'deposit-statement': (
    lang: Language,
    data: { firstName: string; address: string; outcome: string; url: string },
  ) => {
    const subject = oneLine(translate(lang, 'emails:depositStatement.subject', { address: data.address }));
    return {
      subject,
      heading: subject,
      paragraphs: [
        translate(lang, 'emails:depositStatement.greeting', { name: data.firstName }),
        translate(lang, 'emails:depositStatement.intro', { address: data.address, outcome: data.outcome }),
        translate(lang, 'emails:depositStatement.details'),
      ],
      action: { label: translate(lang, 'emails:depositStatement.action'), url: data.url },
      footer: translate(lang, 'emails:depositStatement.footer'),
    };
  },
  /**
   * A payment's receipt (issue 25, issue 23 finding 12), to the tenant in their language, once the
   * money is confirmed: the test provider's payment at once, Stripe's at `payment_intent.succeeded`.
   * The PDF is linked (our emails carry no attachments); it opens for the signed-in tenant only.
   */
  'payment-receipt': (lang: Language, data: PaymentReceiptEmailData) => {
    const subject = oneLine(
      translate(lang, 'emails:paymentReceipt.subject', { number: data.number, amount: data.amount }),
    );
    return {
      subject,
      heading: subject,
      paragraphs: [
        translate(lang, 'emails:paymentReceipt.greeting', { name: data.firstName }),
        translate(lang, 'emails:paymentReceipt.intro', {
          amount: data.amount,
          address: data.address,
          date: data.date,
        }),
        translate(lang, 'emails:paymentReceipt.number', { number: data.number }),
        translate(lang, 'emails:paymentReceipt.method', {
          method: translate(lang, `emails:paymentReceipt.methods.${data.method}`),
        }),
        translate(lang, 'emails:paymentReceipt.pdf', { url: data.pdfUrl }),
      ],
      action: { label: translate(lang, 'emails:paymentReceipt.action'), url: data.url },
      footer: translate(lang, 'emails:paymentReceipt.footer'),
    };
  },
  /**
   * Autopay (issue 25 item 3), to the tenant in their language: three days before the due date,
   * and after the charge (charged, or failed — and turned off after two failures in a row).
   */
  autopay: (lang: Language, data: AutopayEmailData) => {
    const params = {
      amount: data.amount,
      date: data.date,
      method: data.method,
      address: data.address,
      reason: data.reason ?? '',
    };
    const subject = oneLine(translate(lang, `emails:autopay.${data.kind}.subject`, params));
    return {
      subject,
      heading: subject,
      paragraphs: [
        translate(lang, 'emails:autopay.greeting', { name: data.firstName }),
        translate(lang, `emails:autopay.${data.kind}.body`, params),
        ...(data.turnedOff ? [translate(lang, 'emails:autopay.turnedOff')] : []),
      ],
      action: { label: translate(lang, 'emails:autopay.action'), url: data.url },
      footer: translate(lang, 'emails:autopay.footer'),
    };
  },
  /**
   * A tenant added by their landlord (modules/tenants, issue 23 findings 4 and 12), in the
   * tenant's language: who added them and where, and their own link to confirm the address (the
   * organisation's reminders and messages reach it by email only after that). Never the temporary
   * password, which the landlord hands over from the credentials dialog; an address that already
   * had an account is told to sign in with its own password (only its holder reads this).
   */
  'tenant-invitation': (
    lang: Language,
    data: { firstName: string; ownerName: string; address: string; url: string; existingAccount?: boolean },
  ) => ({
    subject: oneLine(translate(lang, 'emails:tenantInvitation.subject', { owner: data.ownerName })),
    heading: oneLine(translate(lang, 'emails:tenantInvitation.subject', { owner: data.ownerName })),
    paragraphs: [
      translate(lang, 'emails:tenantInvitation.greeting', { name: data.firstName }),
      translate(lang, 'emails:tenantInvitation.intro', { owner: data.ownerName, address: data.address }),
      translate(lang, 'emails:tenantInvitation.confirm'),
      translate(
        lang,
        data.existingAccount
          ? 'emails:tenantInvitation.existingAccount'
          : 'emails:tenantInvitation.credentials',
      ),
    ],
    action: { label: translate(lang, 'emails:tenantInvitation.action'), url: data.url },
    footer: translate(lang, 'emails:tenantInvitation.footer'),
  }),
  /** An invitation to join an organisation (modules/team), in the inviter's language. */
  'org-invitation': invitationEmail,
  /** A renewal offer and its reminder before expiry (modules/renewals, issue 21), in the tenant's language. */
  'renewal-offer': renewalOfferEmail,
  'renewal-offer-reminder': renewalReminderEmail,
  'new-message': (lang: Language, data: NewMessageEmailData) => {
    const subject = oneLine(translate(lang, 'emails:newMessage.subject', { sender: data.senderName }));
    return {
      subject,
      heading: subject,
      paragraphs: [
        data.recipientFirstName
          ? translate(lang, 'emails:newMessage.greeting', { name: data.recipientFirstName })
          : translate(lang, 'emails:newMessage.greetingAnonymous'),
        translate(lang, 'emails:newMessage.intro', { sender: data.senderName, count: data.count }),
        ...data.messages.flatMap(messageParagraphs),
      ],
      action: { label: translate(lang, 'emails:newMessage.action'), url: data.url },
      footer: translate(lang, 'emails:newMessage.footer'),
    };
  },
} satisfies Record<string, (lang: Language, data: never) => EmailContent>;

export type TemplateName = keyof typeof templates;
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[1];

export function renderTemplate<T extends TemplateName>(
  name: T,
  lang: Language,
  data: TemplateData<T>,
): RenderedEmail {
  const build = templates[name] as (lang: Language, data: TemplateData<T>) => EmailContent;
  return renderLayout(build(lang, data));
}
