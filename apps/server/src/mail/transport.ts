import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a delivered email goes. */
export interface MailTransport {
  name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery through an SMTP server (`SMTP_URL`). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * The development and test transport: nothing leaves the machine. The message already sits in the
 * outbound_emails table, which the dev mailbox reads, so delivering it only marks it sent.
 */
export function createOutboxTransport(): MailTransport {
  return { name: 'outbox', send: async () => {}, close: () => {} };
}
