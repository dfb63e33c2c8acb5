import { KeyRound, LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useAuth } from '../auth-provider';
import { authErrorMessage } from '../lib/auth-errors';
import { AuthCard } from './auth-card';
import { useSignOut } from './logout-button';
import { SetPasswordForm } from './set-password-form';
import { StandaloneFrame } from './standalone-frame';

/**
 * A tenant who signed in with the temporary password an owner gave them: nothing else is
 * reachable until they choose their own (the server answers 403 password_change_required).
 */
export default function ForcePasswordChange() {
  const { t } = useTranslation('auth');
  const { updatePassword, user } = useAuth();
  const { signOut, signingOut } = useSignOut();

  const onSubmit = async (password: string) => {
    try {
      await updatePassword({ password });
      toast.success(t('toasts.passwordUpdatedTitle'), { description: t('forced.successDescription') });
    } catch (error) {
      toast.error(t('toasts.passwordUpdateFailed'), {
        description: authErrorMessage(t, error, 'auth:toasts.passwordUpdateFailedFallback'),
      });
    }
  };

  return (
    <StandaloneFrame>
      <AuthCard
        icon={<KeyRound />}
        title={t('forced.title')}
        description={
          <>
            {t('forced.description')}
            {user && (
              <span className="mt-1 block font-medium text-foreground [overflow-wrap:anywhere]">
                {user.email}
              </span>
            )}
          </>
        }
        footer={
          <Button type="button" variant="ghost" onClick={() => void signOut()} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? t('common:session.signingOut') : t('forced.signOut')}
          </Button>
        }
      >
        <SetPasswordForm
          submitLabel={t('forced.submit')}
          submittingLabel={t('forced.submitting')}
          onSubmit={onSubmit}
        />
      </AuthCard>
    </StandaloneFrame>
  );
}
