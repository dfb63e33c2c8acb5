import { z } from '../zod';

/**
 * The contact form (spec sections 3 and 5) and the POST /api/contact body: name, email, reason and
 * message are required; company and phone are optional. Messages are i18n keys in the `contact`
 * namespace of the web app.
 */
export const contactReasons = ['sales', 'support', 'demo', 'partnership', 'general'] as const;
export type ContactReason = (typeof contactReasons)[number];

/** The support inbox when SUPPORT_EMAIL is not configured, and the web's mail-app fallback address. */
export const defaultSupportEmail = 'support@rentwise.local';

/**
 * A one-line field: every run of whitespace, including CR and LF, becomes one space. Name, company,
 * email and phone end up in mail headers and subjects, where a line break could inject a header.
 */
const singleLine = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .max(max, 'contact:errors.tooLong');

/** Empty optional text fields arrive as '' from the form; they mean "not given". */
const optionalLine = (max: number) => singleLine(max).optional().default('');

export const contactFormSchema = z
  .object({
    name: singleLine(100).min(1, 'contact:errors.nameRequired'),
    company: optionalLine(120),
    email: singleLine(254)
      .min(1, 'contact:errors.emailRequired')
      .pipe(z.email('contact:errors.emailInvalid')),
    phone: optionalLine(30).refine(
      (value) => value === '' || /^[+()\d][\d\s().-]{5,29}$/.test(value),
      'contact:errors.phoneInvalid',
    ),
    reason: z.enum(contactReasons, 'contact:errors.reasonRequired'),
    message: z
      .string()
      .trim()
      .min(1, 'contact:errors.messageRequired')
      .max(5000, 'contact:errors.messageTooLong'),
    /**
     * Honeypot: hidden from people, so only a bot fills it in. The server accepts such a message
     * with the usual answer and silently drops it (QUALITY.md security row 15).
     */
    website: z.string().max(500).optional(),
  })
  .strict();

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactMessageInput = z.output<typeof contactFormSchema>;

/** What the form starts with, and returns to after 'Send Another Message'. */
export const contactFormDefaults = {
  name: '',
  company: '',
  email: '',
  phone: '',
  reason: '' as ContactReason | '',
  message: '',
  website: '',
};

/** POST /api/contact answers 201 with the stored message's id (the client does not read it). */
export const contactResponseSchema = z.object({ id: z.uuid() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/**
 * The spec's fallback when sending fails: a mailto: link to the contact address with
 * subject = reason and a body holding the name, the email and the message.
 */
export function contactMailtoUrl(
  to: string,
  message: { name: string; email: string; reason: string; message: string },
): string {
  const body = `Name: ${message.name}\nEmail: ${message.email}\n\n${message.message}`;
  const query = `subject=${encodeURIComponent(message.reason)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?${query}`;
}
