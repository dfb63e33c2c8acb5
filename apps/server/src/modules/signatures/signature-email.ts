import type { Language } from '@rentwise/core/i18n';
import type { EmailContent } from '../../mail/layout';
import { signaturesText } from './signatures-texts';

/** What the signing email shows (modules/signatures sendLink). */
export interface SignatureRequestEmailData {
  signerName: string;
  organisationName: string;
  documentName: string;
  /** The link's expiry, already formatted for the language. */
  expires: string;
  /** The single-use signing page: `<site>/sign/<token>`. */
  url: string;
}

/** One line: a subject never carries a line break, whatever a name holds. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
}

/** The 'signature-request' email, in the signer's language: who asks, what, and the private link. */
export function signatureRequestEmail(lang: Language, data: SignatureRequestEmailData): EmailContent {
  const t = (key: string, options?: Record<string, string>) => signaturesText(lang, key, options);
  return {
    subject: oneLine(t('email.subject', { document: data.documentName })),
    heading: t('email.heading'),
    paragraphs: [
      t('email.greeting', { name: data.signerName }),
      t('email.intro', { organisation: data.organisationName, document: data.documentName }),
      t('email.review', { expires: data.expires }),
    ],
    action: { label: t('email.action'), url: data.url },
    footer: t('email.footer'),
  };
}
