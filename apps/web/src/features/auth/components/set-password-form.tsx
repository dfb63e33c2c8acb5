import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type ResetPasswordForm, resetPasswordFormSchema } from '@rentwise/core/auth/schemas';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from './password-input';

/**
 * New password twice (the reset page and the tenant's forced change). Spec section 5: both
 * required, min 6; a mismatch toasts 'Passwords do not match' / 'Please make sure both passwords
 * are the same.', a short one 'Password too short' / 'Password must be at least 6 characters long.'
 */
export function SetPasswordForm({
  submitLabel,
  submittingLabel,
  onSubmit,
}: {
  submitLabel: string;
  submittingLabel: string;
  onSubmit(password: string): Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (invalid: FieldErrors<ResetPasswordForm>) => {
    if (invalid.password?.message === authMessages.passwordTooShort) {
      toast.error(t('toasts.passwordTooShortTitle'), {
        description: t('toasts.passwordTooShortDescription'),
      });
    } else if (invalid.confirmPassword?.message === authMessages.resetPasswordsDoNotMatch) {
      toast.error(t('toasts.passwordsMismatchTitle'), {
        description: t('toasts.passwordsMismatchDescription'),
      });
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password), onInvalid)}
      noValidate
      className="grid gap-5"
    >
      <Field label={t('fields.newPassword')} error={errors.password?.message && t(errors.password.message)}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field
        label={t('fields.confirmNewPassword')}
        error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
      >
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
