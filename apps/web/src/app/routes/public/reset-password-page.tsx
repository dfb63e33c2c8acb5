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
import { readUrlTokens, type UrlTokens, urlWithoutAuthParams } from '@/features/auth/lib/url-session';

/** How long the 'Invalid reset link' message stays before /forgot-password. */
export const INVALID_LINK_REDIRECT_MS = 3000;

type Status =
  | { kind: 'processing' }
  | { kind: 'invalid' }
  | { kind: 'ready'; tokens: UrlTokens; user: AuthUser };

/**
 * /reset-password (spec sections 2 and 4): reads the reset link's tokens from the URL fragment
 * (or the query string), checks them ('Processing Reset Link'), then shows the new-password form
 * or 'Invalid reset link' and goes to /forgot-password. After success: /login.
 */
export default function ResetPasswordPage() {
  // Opening another reset link while on this page is only a hash change: start over for it.
  const { hash, search } = useLocation();
  return <ResetPassword key={readUrlTokens({ hash, search })?.accessToken ?? 'no-link'} />;
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
    const tokens = readUrlTokens(window.location);
    // The tokens leave the address bar (and the history) at once.
    if (tokens) window.history.replaceState(window.history.state, '', urlWithoutAuthParams(window.location));
    const check = tokens
      ? store.verifyRecovery(tokens).then((user) => ({ kind: 'ready' as const, tokens, user }))
      : Promise.reject(new Error('no tokens'));
    check.then(setStatus, () => {
      setStatus({ kind: 'invalid' });
      toast.error(t('toasts.invalidResetTitle'), { description: t('toasts.invalidResetDescription') });
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
