import type { Language } from '@rentwise/core/i18n';
import enImports from '@rentwise/core/locales/en/imports.json';
import frImports from '@rentwise/core/locales/fr/imports.json';
import { translateFrom } from '@rentwise/core/translate';
import type { EmailContent } from '../../mail/layout';

/** The imports namespace's texts (not in the server catalog: only these few are said by the server). */
const dictionaries: Record<string, unknown> = { en: enImports, fr: frImports };

/** A text of `imports:orgExport.*` in a language, `{{name}}` filled. */
export function exportText(lang: Language, key: string, values: Record<string, string> = {}): string {
  return translateFrom(
    (code, ns) => (ns === 'imports' ? (dictionaries[code] as never) : undefined),
    lang,
    'imports',
    `imports:orgExport.${key}`,
    values,
  );
}

export interface OrgExportEmailData {
  organisationName: string;
  /** The day the link stops working, already formatted. */
  expires: string;
  /** The Import & export page, where the signed-in admin downloads it. */
  url: string;
}

/** The 'org-export-ready' email, in the requester's language: where the ZIP is and until when. */
export function orgExportEmail(lang: Language, data: OrgExportEmailData): EmailContent {
  const values = { organisation: data.organisationName, expires: data.expires };
  const subject = exportText(lang, 'email.subject').replace(/[\r\n]+/g, ' ');
  return {
    subject,
    heading: subject,
    paragraphs: [
      exportText(lang, 'email.greeting'),
      exportText(lang, 'email.intro', values),
      exportText(lang, 'email.validity', values),
    ],
    action: { label: exportText(lang, 'email.action'), url: data.url },
    footer: exportText(lang, 'email.footer'),
  };
}
