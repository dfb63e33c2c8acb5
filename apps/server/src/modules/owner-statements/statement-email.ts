import type { Language } from '@rentwise/core/i18n';
import { translate } from '@rentwise/core/locales/catalog';
import type { EmailContent } from '../../mail/layout';

/** What the 'owner-statement' email shows (owner-statements.service publishStatement). */
export interface OwnerStatementEmailData {
  firstName: string;
  organisationName: string;
  /** The month, already said in the language ('March 2026' / 'mars 2026'). */
  period: string;
  /** 1 for a first publication; more says it replaces the previous version. */
  version: number;
  /** The statement's page in the owner portal. */
  url: string;
}

/** One line: a subject never carries a line break, whatever was typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
}

/** A published owner statement, to the owner client in their language (no figures: the portal has them). */
export function ownerStatementEmail(lang: Language, data: OwnerStatementEmailData): EmailContent {
  const updated = data.version > 1;
  const subject = oneLine(
    translate(lang, updated ? 'owners:statements.email.subjectUpdated' : 'owners:statements.email.subject', {
      period: data.period,
    }),
  );
  const values = { organisation: data.organisationName, period: data.period, version: data.version };
  return {
    subject,
    heading: subject,
    paragraphs: [
      translate(lang, 'owners:statements.email.greeting', { name: data.firstName }),
      translate(
        lang,
        updated ? 'owners:statements.email.introUpdated' : 'owners:statements.email.intro',
        values,
      ),
    ],
    action: { label: translate(lang, 'owners:statements.email.action'), url: data.url },
    footer: translate(lang, 'owners:statements.email.footer', { organisation: data.organisationName }),
  };
}
