import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAuth } from '../auth-provider';

/**
 * Sign-out for the top bar (and anywhere else): ends the session on the server and locally,
 * toasts 'Signed out' (or 'Sign out failed') and goes to /login. `scope: 'global'` signs out
 * every device.
 */
export function useSignOut() {
  // Strings from `common`: the button lives in the dashboard shell, which loads no auth strings.
  const { t } = useTranslation('common');
  const { signOut: endSession } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async (scope: 'local' | 'global' = 'local') => {
    setSigningOut(true);
    const { error } = await endSession(scope);
    setSigningOut(false);
    navigate('/login', { replace: true });
    if (error) {
      toast.error(t('session.signOutFailed'), {
        description:
          error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.status < 500
            ? error.message
            : t('session.signOutFailedFallback'),
      });
    } else {
      toast.success(t('session.signedOut'), { description: t('session.signedOutDescription') });
    }
  };
  return { signOut, signingOut };
}

/** The top bar's Logout button (spec section 2, dashboard shell). */
export function LogoutButton({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  const { signOut, signingOut } = useSignOut();
  return (
    <Button
      type="button"
      variant="ghost"
      size={compact ? 'icon' : 'sm'}
      className={cn(className)}
      onClick={() => void signOut()}
      disabled={signingOut}
      aria-label={compact ? t('session.logout') : undefined}
    >
      <LogOut aria-hidden="true" />
      {!compact && <span>{signingOut ? t('session.signingOut') : t('session.logout')}</span>}
    </Button>
  );
}
