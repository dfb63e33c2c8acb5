import type { Language } from '@rentwise/core/i18n';
import { translate } from '@rentwise/core/locales/catalog';
import type { OrgRole } from '@rentwise/core/organisations/roles';
import type { EmailContent } from '../../mail/layout';

/** What the invitation email shows (modules/team createInvitation). */
export interface InvitationEmailData {
  /** The inviter's name ('' when their profile has none). */
  inviterName: string;
  organisationName: string;
  role: OrgRole;
  email: string;
  /** `<site>/invitations/<token>`. */
  url: string;
}

/** One line: a subject never carries a line break, whatever the organisation is called. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
}

/** The 'org-invitation' email, in the inviter's language: who invites, to what, as which role. */
export function invitationEmail(lang: Language, data: InvitationEmailData): EmailContent {
  const inviter = data.inviterName || translate(lang, 'organisations:invitationEmail.someone');
  const values = {
    inviter,
    organisation: data.organisationName,
    role: translate(lang, `organisations:roles.${data.role}`),
    email: data.email,
  };
  return {
    subject: oneLine(translate(lang, 'organisations:invitationEmail.subject', values)),
    heading: oneLine(translate(lang, 'organisations:invitationEmail.heading', values)),
    paragraphs: [
      translate(lang, 'organisations:invitationEmail.intro', values),
      translate(lang, 'organisations:invitationEmail.account', values),
      translate(lang, 'organisations:invitationEmail.validity'),
    ],
    action: { label: translate(lang, 'organisations:invitationEmail.action'), url: data.url },
    footer: translate(lang, 'organisations:invitationEmail.footer'),
  };
}
