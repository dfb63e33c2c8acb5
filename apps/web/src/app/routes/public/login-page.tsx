import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInForm, signInFormSchema } from '@rentwise/core/auth/schemas';
import type { Profile } from '@rentwise/core/profile/schemas';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PasswordInput } from '@/features/auth/components/password-input';
import { siteRootUrl } from '@/features/auth/lib/auth-client';
import { authErrorMessage } from '@/features/auth/lib/auth-errors';
import { readUrlError, urlWithoutAuthParams } from '@/features/auth/lib/url-session';
import { ApiError, apiFetch } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /login (spec section 2): email, password, links to /forgot-password and /signup, and a Resend
 * Confirmation Email button. A signed-in visitor never sees it (the route guard sends them on).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('login.submit')} — Rentwise`);
  const { signIn, resendConfirmation } = useAuth();
  const location = useLocation();
  const [resending, setResending] = useState(false);
  const prefilledEmail = (location.state as { email?: string } | null)?.email ?? '';
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: prefilledEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // A confirmation link that was used or expired lands here with the error in the fragment; so
  // does one opened in another browser than the one that signed up (PKCE: the address is
  // confirmed, but only that browser could open the session).
  useEffect(() => {
    const error = readUrlError(window.location);
    if (!error) return;
    window.history.replaceState(window.history.state, '', urlWithoutAuthParams(window.location));
    if (error.code === 'pkce_verifier_missing') {
      toast.success(t('toasts.emailConfirmedElsewhereTitle'), {
        description: t('toasts.emailConfirmedElsewhereDescription'),
      });
      return;
    }
    toast.error(t('toasts.linkExpiredTitle'), { description: t('toasts.linkExpiredDescription') });
  }, [t]);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email.trim(), password);
      // "Welcome" the first time, "Welcome back" after (issue 24 item 4); the dashboard records it.
      const profile = await apiFetch<Profile>('/api/profile').catch(() => null);
      if (profile && !profile.welcomed)
        toast.success(t('toasts.welcomeTitle'), { description: t('toasts.welcomeDescription') });
      else toast.success(t('toasts.welcomeBackTitle'), { description: t('toasts.welcomeBackDescription') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_not_confirmed') {
        toast.error(t('toasts.emailConfirmationRequiredTitle'), {
          description: t('errors.emailNotConfirmed'),
        });
        return;
      }
      toast.error(t('toasts.signInFailed'), {
        description: authErrorMessage(t, error, 'auth:toasts.signInFailedFallback'),
      });
    }
  });

  const onResend = async () => {
    const email = form.getValues('email').trim();
    if (!email) {
      toast.error(t('toasts.emailRequiredTitle'), { description: t('toasts.emailRequiredDescription') });
      form.setFocus('email');
      return;
    }
    setResending(true);
    try {
      await resendConfirmation(email, siteRootUrl());
      toast.success(t('toasts.confirmationSentTitle'), {
        description: t('toasts.confirmationSentDescription'),
      });
    } catch (error) {
      toast.error(t('toasts.resendFailed'), {
        description: authErrorMessage(t, error, 'auth:toasts.resendFailedFallback'),
      });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          <p>
            {t('login.noAccount')}{' '}
            <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('login.signUpLink')}
            </Link>
          </p>
          <div className="mt-1 w-full border-t pt-4">
            <p className="mb-3">{t('login.resendPrompt')}</p>
            <Button
              type="button"
              variant="outline"
              className="w-full"
              onClick={onResend}
              disabled={resending}
            >
              <MailCheck aria-hidden="true" />
              {resending ? t('login.resending') : t('login.resend')}
            </Button>
          </div>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field label={t('fields.email')} error={errors.email?.message && t(errors.email.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            {...form.register('email')}
          />
        </Field>
        <div className="grid gap-2">
          <Field label={t('fields.password')} error={errors.password?.message && t(errors.password.message)}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </Field>
          <Link
            to="/forgot-password"
            className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
