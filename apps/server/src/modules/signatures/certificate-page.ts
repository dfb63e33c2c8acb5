import type { Language } from '@rentwise/core/i18n';
import type { SignatureEventType, SignerRole } from '@rentwise/core/signatures/schemas';
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { signaturesText } from './signatures-texts';

/** What the certificate page prints (issue 21 item 3). */
export interface CertificateInput {
  lang: Language;
  requestId: string;
  documentName: string;
  documentSha256: string;
  verifyUrl: string;
  sealName: string;
  signers: Array<{
    name: string;
    email: string;
    role: SignerRole;
    signedAt: Date;
    ip: string | null;
    userAgent: string | null;
    signatureType: 'typed' | 'drawn';
    signatureText: string | null;
    /** PNG bytes of a drawn signature. */
    signaturePng: Uint8Array | null;
  }>;
  events: Array<{
    type: SignatureEventType;
    at: Date;
    who: string | null;
    ip: string | null;
    documentSha256: string;
  }>;
}

const MARGIN = 50;
const WIDTH = 595.28; // A4
const HEIGHT = 841.89;

/** The PDF's standard fonts speak WinAnsi only: any other character becomes '?' rather than failing. */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\u202f\u00a0\t\r\n]/g, ' ')) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
    // A single word wider than the line (a hash, a user agent): cut it.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

const iso = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * Appends the certificate page(s) to `pdf`: the document and its original SHA-256, each signer
 * (name, email, role, time, IP, user agent, the typed text or the drawn image) and the whole audit
 * trail. Written with the standard Helvetica fonts (no font file to embed).
 */
export async function appendCertificatePage(pdf: PDFDocument, input: CertificateInput): Promise<void> {
  const t = (key: string, options?: Record<string, string>) => signaturesText(input.lang, key, options);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const room = (needed: number) => {
    if (y - needed < MARGIN) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
  };
  const write = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    for (const line of wrap(font, size, printable(font, text), WIDTH - 2 * MARGIN)) {
      room(size + 3);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size + 3;
    }
    y -= options.gap ?? 2;
  };

  write(t('certificate.title'), { font: bold, size: 16, gap: 8 });
  write(t('certificate.intro', { verifyUrl: input.verifyUrl }), { gap: 6 });
  write(t('certificate.document', { name: input.documentName }));
  write(t('certificate.request', { id: input.requestId }));
  write(t('certificate.originalHash', { hash: input.documentSha256 }));
  write(t('certificate.sealedBy', { name: input.sealName }), { gap: 10 });

  write(t('certificate.signers'), { font: bold, size: 12, gap: 4 });
  for (const signer of input.signers) {
    room(60);
    write(
      t('certificate.signer', { name: signer.name, email: signer.email, role: t(`roles.${signer.role}`) }),
      { font: bold, size: 10 },
    );
    write(t('certificate.signedAt', { at: iso(signer.signedAt), ip: signer.ip ?? '-' }));
    if (signer.userAgent) write(t('certificate.userAgent', { userAgent: signer.userAgent }));
    if (signer.signatureType === 'typed') {
      write(t('certificate.typed', { text: signer.signatureText ?? '' }), { font: italic, size: 11 });
    } else if (signer.signaturePng) {
      write(t('certificate.drawn'));
      const image = await pdf.embedPng(signer.signaturePng);
      const scale = Math.min(200 / image.width, 60 / image.height, 1);
      const w = image.width * scale;
      const h = image.height * scale;
      room(h + 4);
      page.drawImage(image, { x: MARGIN, y: y - h, width: w, height: h });
      y -= h + 4;
    }
    y -= 6;
  }

  y -= 4;
  write(t('certificate.trail'), { font: bold, size: 12, gap: 4 });
  for (const event of input.events) {
    write(
      t('certificate.event', {
        at: iso(event.at),
        event: t(`events.${event.type}`),
        who: event.who ?? t('certificate.system'),
        ip: event.ip ?? '-',
        hash: event.documentSha256,
      }),
      { size: 7.5 },
    );
  }
}
