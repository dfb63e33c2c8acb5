import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sendContactMessage } from './send-contact-message';

const message = {
  name: 'Ana Lopez',
  company: '',
  email: 'ana@example.com',
  phone: '',
  reason: 'demo' as const,
  message: 'Hello',
};

describe('sendContactMessage', () => {
  it('posts the message and reports it sent', async () => {
    const post = vi.fn().mockResolvedValue({ id: 'x' });
    const openMail = vi.fn();
    expect(await sendContactMessage(message, 'fr', { post, openMail })).toBe('sent');
    expect(post).toHaveBeenCalledWith(message, 'fr');
    expect(openMail).not.toHaveBeenCalled();
  });

  it('opens the mail application with the prefilled message when the server refuses', async () => {
    const post = vi.fn().mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    const openMail = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendContactMessage(message, 'en', { post, openMail })).toBe('mail-app');
    expect(openMail).toHaveBeenCalledWith(
      expect.stringMatching(/^mailto:support@rentwise\.local\?subject=demo&body=/),
    );
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('also logs a network error that got no response', async () => {
    const post = vi.fn().mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    const openMail = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendContactMessage(message, 'en', { post, openMail })).toBe('mail-app');
    expect(log).toHaveBeenCalledWith('Contact form: the server could not be reached', expect.any(ApiError));
    expect(openMail).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
