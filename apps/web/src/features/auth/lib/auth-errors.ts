import type { TFunction } from '@/app/i18n';
import { ApiError } from '@/lib/api-client';

/**
 * The auth service's error codes mapped to the spec's texts (section 8), translated; anything
 * unknown shows the server's message, else the given fallback key.
 */
export function authErrorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'invalid_grant':
        return error.serverMessage === 'Current password is incorrect'
          ? t('auth:errors.currentPasswordIncorrect')
          : t('auth:errors.invalidCredentials');
      case 'email_not_confirmed':
        return t('auth:errors.emailNotConfirmed');
      case 'weak_password':
        return error.reasons?.includes('length')
          ? t('auth:errors.weakPasswordLength')
          : t('auth:errors.weakPasswordCommon');
      case 'same_password':
        return t('auth:errors.samePassword');
      case 'over_request_rate_limit': {
        // A resend inside the 60-second window: GoTrue's message names the seconds to wait.
        const seconds = /after (\d+) seconds?/.exec(error.serverMessage)?.[1];
        return seconds
          ? t('auth:errors.tryAgainIn', { seconds: Number(seconds) })
          : t('auth:errors.rateLimited');
      }
      case 'validation_failed':
        return error.serverMessage === 'You must provide either an email or phone number and a password'
          ? t('auth:errors.missingCredentials')
          : error.serverMessage === 'Unable to validate email address: invalid format'
            ? t('auth:errors.invalidEmail')
            : error.message;
      case 'signup_disabled':
        return t('auth:errors.signupDisabled');
      case 'reauthentication_needed':
        return t('auth:errors.currentPasswordRequired');
      case 'bad_jwt':
      case 'session_not_found':
      case 'no_authorization':
        return t('auth:errors.sessionExpired');
      case 'pkce_verifier_missing':
        return t('auth:errors.resetLinkOtherBrowser');
      case 'NETWORK_ERROR':
        return t('auth:errors.network');
    }
    if (error.status >= 500) return t(fallbackKey);
    return error.message || t(fallbackKey);
  }
  return t(fallbackKey);
}
