import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpForm, signUpFormSchema } from '@rentwise/core/auth/schemas';
import { orgCurrencies, suggestedCurrency } from '@rentwise/core/money/money';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/features/auth/auth-provider';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PasswordInput } from '@/features/auth/components/password-input';
import { siteRootUrl } from '@/features/auth/lib/auth-client';
import { authErrorMessage } from '@/features/auth/lib/auth-errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /signup (spec section 2): a property owner account; tenant accounts are created by owners. */
export default function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(`${t('signup.submit')} — Rentwise`);
  const { signUp } = useAuth();
  const navigate = useNavigate();
  // From an invitation (/invitations/:token): the invited address is prefilled, and the
  // confirmation link and the sign-in page bring the person back to the invitation.
  const state = useLocation().state as { email?: string; from?: string } | null;
  const invitation = state?.from?.startsWith('/invitations/') ? state.from : undefined;
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: state?.email ?? '',
      password: '',
      confirmPassword: '',
      currency: suggestedCurrency(
        typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
        i18n.resolvedLanguage ?? 'en',
      ),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        locale: i18n.resolvedLanguage === 'fr' ? 'fr' : 'en',
        currency: values.currency,
        redirectTo: invitation ? `${siteRootUrl()}${invitation.slice(1)}` : siteRootUrl(),
      });
      // No session yet: the address has to be confirmed first (spec section 4).
      toast.success(t('toasts.checkEmailTitle'), {
        description: t('toasts.checkEmailDescription'),
        duration: 8000,
      });
      navigate('/login', { state: { email: values.email, from: invitation } });
    } catch (error) {
      toast.error(t('toasts.signUpFailed'), {
        description: authErrorMessage(t, error, 'auth:toasts.signUpFailedFallback'),
      });
    }
  });

  return (
    <AuthCard
      title={t('signup.title')}
      description={t('signup.description')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('signup.signInLink')}
          </Link>
        </p>
      }
    >
      <div className="mb-5 flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm text-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>{t('signup.tenantNote')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <Field label={t('fields.firstName')} error={message(errors.firstName?.message)}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label={t('fields.lastName')} error={message(errors.lastName?.message)}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
        </div>
        <Field label={t('fields.email')} error={message(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            {...form.register('email')}
          />
        </Field>
        <Field
          label={t('fields.password')}
          hint={errors.password ? undefined : t('signup.passwordHint')}
          error={message(errors.password?.message)}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label={t('fields.confirmPassword')} error={message(errors.confirmPassword?.message)}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Field
          label={t('fields.currency')}
          hint={t('signup.currencyHint')}
          error={message(errors.currency?.message)}
        >
          <NativeSelect {...form.register('currency')}>
            {orgCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {t(`common:currencies.${currency}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
