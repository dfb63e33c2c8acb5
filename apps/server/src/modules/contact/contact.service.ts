import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@rentwise/core/contact/schema';
import type { Language } from '@rentwise/core/i18n';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { insertContactMessage } from './contact.repository';

export interface ContactResult {
  id: string;
  /** False when the honeypot was filled in: nothing was stored or sent. */
  stored: boolean;
}

/**
 * Stores a contact-form message and queues two emails in the same transaction: the message to
 * the support inbox (SUPPORT_EMAIL) and an acknowledgement to the sender in their language. Either
 * all three exist or none does. A filled-in honeypot means a bot: the caller gets the same answer,
 * and nothing is stored or sent.
 */
export async function submitContactMessage(
  // Its own deps type, not app.ts's AppDeps: importing app.ts from a module closes a circle.
  deps: { config: Config; database: Database; mailer: Mailer },
  input: ContactMessageInput,
  locale: Language,
): Promise<ContactResult> {
  if (input.website && input.website.trim() !== '') {
    return { id: randomUUID(), stored: false };
  }
  const { db } = deps.database;
  const row = await db.transaction(async (tx) => {
    const saved = await insertContactMessage(tx, {
      name: input.name,
      company: input.company || null,
      email: input.email,
      phone: input.phone || null,
      reason: input.reason,
      message: input.message,
      locale,
    });
    const data = {
      id: saved.id,
      name: saved.name,
      company: saved.company ?? '',
      email: saved.email,
      phone: saved.phone ?? '',
      reason: input.reason,
      message: saved.message,
      locale,
    };
    await deps.mailer.queue(tx, {
      to: deps.config.supportEmail,
      template: 'contact-notification',
      locale: 'en',
      data,
    });
    await deps.mailer.queue(tx, { to: saved.email, template: 'contact-acknowledgement', locale, data });
    return saved;
  });
  deps.mailer.wake();
  return { id: row.id, stored: true };
}
