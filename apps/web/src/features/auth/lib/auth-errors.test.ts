import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/app/i18n';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage } from './auth-errors';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

describe('authErrorMessage', () => {
  it('a resend inside the 60-second window says when to try again (issue 23 finding 12)', () => {
    const early = new ApiError(
      429,
      'over_request_rate_limit',
      'For security purposes, you can only request this after 42 seconds.',
    );
    expect(authErrorMessage(t, early, 'auth:toasts.resendFailedFallback')).toBe(
      'auth:errors.tryAgainIn {"seconds":42}',
    );
    // Any other throttling answer keeps the general message.
    const other = new ApiError(429, 'over_request_rate_limit', 'Too many requests. Please try again later.');
    expect(authErrorMessage(t, other, 'auth:toasts.resendFailedFallback')).toBe('auth:errors.rateLimited');
  });
});
