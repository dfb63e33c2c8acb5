import type { ContactReason } from '@rentwise/core/contact/schema';
import type { Language } from '@rentwise/core/i18n';
import { vendorJobEmail } from '../modules/maintenance/vendor-job-email';
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

const contactReasonLabels: Record<Language, Record<ContactReason, string>> = {
  en: {
    sales: 'Sales',
    support: 'Support',
    demo: 'Demo request',
    partnership: 'Partnership',
    general: 'General inquiry',
  },
  fr: {
    sales: 'Ventes',
    support: 'Support',
    demo: 'Demande de démo',
    partnership: 'Partenariat',
    general: 'Question générale',
  },
};

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
 * Every email Rentwise sends, in English and French. A template takes plain data and returns the
 * content; the layout escapes it. Add a template here and both languages at once.
 */
const templates = {
  'signup-confirmation': (lang: Language, data: { firstName?: string; url: string }) =>
    ({
      en: {
        subject: 'Confirm your Rentwise account',
        heading: `Welcome to Rentwise${data.firstName ? `, ${data.firstName}` : ''}!`,
        paragraphs: [
          'Rentwise is your rental-management workspace. Confirm your email address to start using it.',
          'This link is valid for 24 hours.',
        ],
        action: { label: 'Confirm my email', url: data.url },
        footer: "If you didn't create an account, you can ignore this email.",
      },
      fr: {
        subject: 'Confirmez votre compte Rentwise',
        heading: `Bienvenue sur Rentwise${data.firstName ? `, ${data.firstName}` : ''} !`,
        paragraphs: [
          'Rentwise est votre espace de gestion locative. Confirmez votre adresse e-mail pour commencer.',
          'Ce lien est valable 24 heures.',
        ],
        action: { label: 'Confirmer mon e-mail', url: data.url },
        footer: "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
      },
    })[lang],
  'password-recovery': (lang: Language, data: { url: string }) =>
    ({
      en: {
        subject: 'Reset your Rentwise password',
        heading: 'Reset your password',
        paragraphs: [
          'We received a request to reset the password of your Rentwise account.',
          'This link is valid for 1 hour and can be used once.',
        ],
        action: { label: 'Choose a new password', url: data.url },
        footer: "If you didn't ask for this, you can ignore this email: your password stays the same.",
      },
      fr: {
        subject: 'Réinitialisez votre mot de passe Rentwise',
        heading: 'Réinitialisez votre mot de passe',
        paragraphs: [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Rentwise.',
          "Ce lien est valable 1 heure et ne peut servir qu'une fois.",
        ],
        action: { label: 'Choisir un nouveau mot de passe', url: data.url },
        footer:
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
      },
    })[lang],
  'contact-notification': (_lang: Language, data: ContactEmailData) => ({
    // For the support inbox, always in English; the sender's language is stated in the body.
    subject: oneLine(`Contact form: ${contactReasonLabels.en[data.reason]} from ${data.name}`),
    heading: `New message from ${data.name}`,
    paragraphs: [
      `From: ${data.name} <${data.email}>`,
      ...(data.company ? [`Company: ${data.company}`] : []),
      ...(data.phone ? [`Phone: ${data.phone}`] : []),
      `Reason: ${contactReasonLabels.en[data.reason]}`,
      `Language: ${data.locale === 'fr' ? 'French' : 'English'}`,
      ...messageParagraphs(data.message),
    ],
    footer: `Sent through the Rentwise contact form. Message id ${data.id}; reply to ${data.email}.`,
  }),
  'contact-acknowledgement': (lang: Language, data: ContactEmailData) =>
    ({
      en: {
        subject: 'We received your message — Rentwise',
        heading: 'Message sent successfully!',
        paragraphs: [
          `Hello ${data.name},`,
          "Thanks for reaching out! We'll get back to you within 1 business day. Our team answers Monday to Friday, 9am to 5pm EST.",
          `Your message (${contactReasonLabels.en[data.reason]}):`,
          ...messageParagraphs(data.message),
        ],
        footer:
          "You receive this email because this address was entered in the contact form on the Rentwise website. If it wasn't you, you can ignore it.",
      },
      fr: {
        subject: 'Nous avons bien reçu votre message — Rentwise',
        heading: 'Message envoyé avec succès !',
        paragraphs: [
          `Bonjour ${data.name},`,
          'Merci de nous avoir contactés ! Nous vous répondrons sous 1 jour ouvré. Notre équipe répond du lundi au vendredi, de 9 h à 17 h (heure de l’Est, EST).',
          `Votre message (${contactReasonLabels.fr[data.reason]}) :`,
          ...messageParagraphs(data.message),
        ],
        footer:
          "Vous recevez cet e-mail car cette adresse a été saisie dans le formulaire de contact du site Rentwise. Si ce n'était pas vous, ignorez-le.",
      },
    })[lang],
  'rent-reminder': (lang: Language, data: ReminderEmailData) =>
    ({
      en: {
        subject: oneLine(data.subject),
        heading: oneLine(data.subject),
        paragraphs: [
          `Hello ${data.tenantFirstName},`,
          ...messageParagraphs(data.message),
          data.senderName ? `— ${data.senderName}` : '— Your landlord',
        ],
        action: { label: 'Open Rentwise', url: data.url },
        footer: 'You receive this reminder because your landlord manages your rental with Rentwise.',
      },
      fr: {
        subject: oneLine(data.subject),
        heading: oneLine(data.subject),
        paragraphs: [
          `Bonjour ${data.tenantFirstName},`,
          ...messageParagraphs(data.message),
          data.senderName ? `— ${data.senderName}` : '— Votre propriétaire',
        ],
        action: { label: 'Ouvrir Rentwise', url: data.url },
        footer: 'Vous recevez ce rappel car votre propriétaire gère votre location avec Rentwise.',
      },
    })[lang],
  /** A job assigned to a vendor (modules/maintenance), in the owner's language. */
  'maintenance-vendor-job': vendorJobEmail,
  'new-message': (lang: Language, data: NewMessageEmailData) =>
    ({
      en: {
        subject: oneLine(`New message from ${data.senderName}`),
        heading: oneLine(`New message from ${data.senderName}`),
        paragraphs: [
          data.recipientFirstName ? `Hello ${data.recipientFirstName},` : 'Hello,',
          data.count === 1
            ? `${data.senderName} sent you a message on Rentwise that you have not read yet:`
            : `${data.senderName} sent you ${data.count} messages on Rentwise that you have not read yet:`,
          ...data.messages.flatMap(messageParagraphs),
        ],
        action: { label: 'Read and reply', url: data.url },
        footer: 'You receive this email because a message to you was still unread a while after it was sent.',
      },
      fr: {
        subject: oneLine(`Nouveau message de ${data.senderName}`),
        heading: oneLine(`Nouveau message de ${data.senderName}`),
        paragraphs: [
          data.recipientFirstName ? `Bonjour ${data.recipientFirstName},` : 'Bonjour,',
          data.count === 1
            ? `${data.senderName} vous a envoyé sur Rentwise un message que vous n'avez pas encore lu :`
            : `${data.senderName} vous a envoyé sur Rentwise ${data.count} messages que vous n'avez pas encore lus :`,
          ...data.messages.flatMap(messageParagraphs),
        ],
        action: { label: 'Lire et répondre', url: data.url },
        footer:
          "Vous recevez cet e-mail car un message qui vous était adressé n'avait pas été lu quelque temps après son envoi.",
      },
    })[lang],
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
