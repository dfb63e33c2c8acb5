import {
  type ContactFormInput,
  type ContactResponse,
  contactMailtoUrl,
  defaultSupportEmail,
} from '@rentwise/core/contact/schema';
import { ApiError, apiFetch } from '@/lib/api-client';

/** Where the mail-app fallback writes to (the server's SUPPORT_EMAIL is configured separately). */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || defaultSupportEmail;

/** POST /api/contact; the answer is not read (spec section 7). */
export function postContactMessage(message: ContactFormInput, language: string): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', {
    method: 'POST',
    body: message,
    headers: { 'accept-language': language },
  });
}

/** Hands a mailto: URL to the browser, which opens the user's mail application (the page stays). */
export function openMailApp(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.click();
}

/**
 * Sends the contact form. The spec's fallback: when the request fails, the user's mail application
 * opens with the message prefilled (subject = reason; body = name, email and message) and the
 * send still counts as done. A network error without any response is also logged.
 */
export async function sendContactMessage(
  message: ContactFormInput,
  language: string,
  deps: { post?: typeof postContactMessage; openMail?: (url: string) => void } = {},
): Promise<'sent' | 'mail-app'> {
  const post = deps.post ?? postContactMessage;
  const openMail = deps.openMail ?? openMailApp;
  try {
    await post(message, language);
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      console.error('Contact form: the server could not be reached', error);
    }
    openMail(
      contactMailtoUrl(supportEmail, {
        name: message.name,
        email: message.email,
        reason: message.reason,
        message: message.message,
      }),
    );
    return 'mail-app';
  }
}
