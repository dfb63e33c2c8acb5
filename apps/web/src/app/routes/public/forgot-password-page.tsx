import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@rentwise/core/auth/schemas';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthCard } from '@/features/auth/components/auth-card';
import { resetRedirectUrl } from '@/features/auth/lib/auth-client';
import { authErrorMessage } from '@/features/auth/lib/auth-errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /forgot-password (spec sections 2 and 4): the email form, then a sent-confirmation. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('forgot.title')} — Rentwise`);
  const { resetPasswordForEmail } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await resetPasswordForEmail(email, resetRedirectUrl());
      toast.success(t('toasts.resetSentTitle'), { description: t('toasts.resetSentDescription') });
      setSentTo(email);
    } catch (error) {
      toast.error(t('toasts.resetFailed'), {
        description: authErrorMessage(t, error, 'auth:toasts.resetFailedFallback'),
      });
    }
  });

  const backToSignIn = (
    <Link
      to="/login"
      className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('forgot.backToSignIn')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailCheck />}
        title={t('forgot.sentTitle')}
        description={
          <>
            {t('forgot.sentBody')}{' '}
            <strong className="mt-1 block font-semibold text-foreground [overflow-wrap:anywhere]">
              {sentTo}
            </strong>
          </>
        }
        footer={backToSignIn}
      >
        <p className="text-center text-sm text-muted-foreground">{t('forgot.sentHint')}</p>
        <Button
          type="button"
          variant="outline"
          className="mt-5 w-full"
          onClick={() => {
            setSentTo(null);
            form.reset({ email: '' });
          }}
        >
          {t('forgot.tryAgain')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')} footer={backToSignIn}>
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
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
