import type { Invitation } from '@rentwise/core/organisations/schemas';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useRevokeInvitation } from '../api/revoke-invitation';

/** The pending invitations (member.manage only): email, role, expiry, and Revoke. */
export function InvitationsCard({ invitations }: { invitations: Invitation[] }) {
  const { t, i18n } = useTranslation('team');
  const revoke = useRevokeInvitation();
  const onRevoke = async (invitation: Invitation) => {
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success(t('invitations.revoked'));
    } catch (error) {
      toast.error(t('invitations.revokeFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{t('invitations.title')}</h2>
        <CardDescription>{t('invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>
        ) : (
          <ul className="divide-y">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                data-testid="team-invitation"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="secondary">{t(`roles.${invitation.role}`)}</Badge>
                    <span>
                      {t('invitations.expires')}{' '}
                      {formatDate(invitation.expiresAt, i18n.resolvedLanguage ?? 'en')}
                    </span>
                  </div>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t('invitations.revokeNamed', { email: invitation.email })}
                  disabled={revoke.isPending}
                  onClick={() => void onRevoke(invitation)}
                >
                  {t('invitations.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
