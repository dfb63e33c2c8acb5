import type { Language } from '@rentwise/core/i18n';
import { type EmailContent, type RenderedEmail, renderLayout } from './layout';

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
