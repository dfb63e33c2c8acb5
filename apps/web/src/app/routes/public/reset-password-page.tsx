import type { AuthUser } from '@rentwise/core/auth/schemas';
import { KeyRound, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { authErrorMessage } from '@/features/auth/lib/auth-errors';
import { readAuthCode } from '@/features/auth/lib/pkce';
import {
  readUrlError,
  readUrlTokens,
  type UrlTokens,
  urlWithoutAuthParams,
} from '@/features/auth/lib/url-session';
import { ApiError } from '@/lib/api-client';

/** How long the 'Invalid reset link' message stays before /forgot-password. */
export const INVALID_LINK_REDIRECT_MS = 3000;

type Status =
  | { kind: 'processing' }
  | { kind: 'invalid' }
  | { kind: 'ready'; tokens: UrlTokens; user: AuthUser };

/**
 * /reset-password (spec sections 2 and 4): the reset link's redirect brings a PKCE `?code=`, which
 * this browser exchanges with the verifier it kept when it asked for the email (an implicit-flow
 * link's tokens in the fragment still work). It checks them ('Processing Reset Link'), then shows
 * the new-password form or 'Invalid reset link' and goes to /forgot-password. After success: /login.
 */
export default function ResetPasswordPage() {
  // Opening another reset link while on this page is only a hash change: start over for it.
  const { hash, search } = useLocation();
  const link = readAuthCode({ search }) ?? readUrlTokens({ hash, search })?.accessToken;
  return <ResetPassword key={link ?? 'no-link'} />;
}

function ResetPassword() {
  const { t } = useTranslation('auth');
  const { store } = useAuth();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'processing' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = readAuthCode(window.location);
    const urlTokens = readUrlTokens(window.location);
    const linkError = readUrlError(window.location);
    // The code or tokens leave the address bar (and the history) at once.
    if (code || urlTokens || linkError) {
      window.history.replaceState(window.history.state, '', urlWithoutAuthParams(window.location));
    }
    const tokens: Promise<UrlTokens> = code
      ? store.exchangeRecoveryCode(code)
      : urlTokens
        ? Promise.resolve(urlTokens)
        : Promise.reject(new Error('no link'));
    const check = tokens.then(async (checked) => ({
      kind: 'ready' as const,
      tokens: checked,
      user: await store.verifyRecovery(checked),
    }));
    check.then(setStatus, (error: unknown) => {
      setStatus({ kind: 'invalid' });
      const otherBrowser = error instanceof ApiError && error.code === 'pkce_verifier_missing';
      toast.error(t('toasts.invalidResetTitle'), {
        description: otherBrowser ? t('errors.resetLinkOtherBrowser') : t('toasts.invalidResetDescription'),
      });
    });
  }, [store, t]);

  useEffect(() => {
    if (status.kind !== 'invalid') return;
    const timer = setTimeout(() => navigate('/forgot-password', { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status.kind, navigate]);

  if (status.kind === 'processing') {
    return (
      <AuthCard
        icon={<Loader2 className="animate-spin" />}
        title={t('reset.processingTitle')}
        description={<span role="status">{t('reset.processingBody')}</span>}
      />
    );
  }

  if (status.kind === 'invalid') {
    return (
      <AuthCard
        icon={<TriangleAlert />}
        title={t('reset.invalidTitle')}
        description={t('reset.invalidBody')}
        footer={
          <Link
            to="/forgot-password"
            replace
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('reset.requestNew')}
          </Link>
        }
      >
        <p className="text-center text-sm text-muted-foreground" role="status">
          {t('reset.redirecting')}
        </p>
      </AuthCard>
    );
  }

  const onSubmit = async (password: string) => {
    try {
      await store.completeRecovery(status.tokens, password);
      toast.success(t('toasts.passwordUpdatedTitle'), {
        description: t('toasts.passwordUpdatedDescription'),
      });
      navigate('/login', { replace: true, state: { email: status.user.email } });
    } catch (error) {
      toast.error(t('toasts.passwordUpdateFailed'), {
        description: authErrorMessage(t, error, 'auth:toasts.passwordUpdateFailedFallback'),
      });
    }
  };

  return (
    <AuthCard
      icon={<KeyRound />}
      title={t('reset.title')}
      description={
        <>
          {t('reset.description')}{' '}
          <strong className="mt-1 block font-semibold text-foreground [overflow-wrap:anywhere]">
            {status.user.email}
          </strong>
        </>
      }
    >
      <SetPasswordForm
        submitLabel={t('reset.submit')}
        submittingLabel={t('reset.submitting')}
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
