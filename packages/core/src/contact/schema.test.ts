import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactMailtoUrl } from './schema';

const valid = {
  name: 'Ana Lopez',
  company: 'Harbor Homes',
  email: 'ana@example.com',
  phone: '+1 (555) 010-0199',
  reason: 'demo',
  message: 'We manage 120 units.\nCan we see a demo?',
};

const messages = (input: unknown) => {
  const result = contactFormSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('contact form schema', () => {
  it('accepts a complete message and keeps the message’s line breaks', () => {
    expect(contactFormSchema.parse(valid)).toEqual({ ...valid });
  });

  it('requires name, email, reason and message; company and phone are optional', () => {
    expect(messages({ name: '', company: '', email: '', phone: '', reason: '', message: '  ' })).toEqual({
      name: 'contact:errors.nameRequired',
      email: 'contact:errors.emailRequired',
      reason: 'contact:errors.reasonRequired',
      message: 'contact:errors.messageRequired',
    });
    expect(contactFormSchema.parse({ name: 'A', email: 'a@b.co', reason: 'general', message: 'Hi' })).toEqual(
      {
        name: 'A',
        company: '',
        phone: '',
        email: 'a@b.co',
        reason: 'general',
        message: 'Hi',
      },
    );
  });

  it('checks the email and the phone and only the five reasons', () => {
    expect(messages({ ...valid, email: 'not-an-email' })).toEqual({ email: 'contact:errors.emailInvalid' });
    expect(messages({ ...valid, phone: 'call me' })).toEqual({ phone: 'contact:errors.phoneInvalid' });
    expect(messages({ ...valid, reason: 'jobs' })).toEqual({ reason: 'contact:errors.reasonRequired' });
  });

  it('turns line breaks in one-line fields into spaces, so nothing can reach a mail header', () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      name: 'Eve\r\nBcc: victim@example.com',
      company: 'A\nB',
    });
    expect(parsed.name).toBe('Eve Bcc: victim@example.com');
    expect(parsed.company).toBe('A B');
    expect(
      contactFormSchema.safeParse({ ...valid, email: 'eve@example.com\r\nBcc: x@example.com' }).success,
    ).toBe(false);
  });

  it('rejects unknown fields and overlong values', () => {
    expect(contactFormSchema.safeParse({ ...valid, ownerId: 'x' }).success).toBe(false);
    expect(messages({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'contact:errors.messageTooLong',
    });
  });
});

describe('contactMailtoUrl', () => {
  it('addresses the contact inbox with subject = reason and a body of name, email and message', () => {
    const url = contactMailtoUrl('support@rentwise.local', valid);
    expect(url.startsWith('mailto:support@rentwise.local?subject=demo&body=')).toBe(true);
    const body = decodeURIComponent(url.split('&body=')[1]);
    expect(body).toBe('Name: Ana Lopez\nEmail: ana@example.com\n\nWe manage 120 units.\nCan we see a demo?');
  });
});
