import { dashboardPath } from '@rentwise/core/auth/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { DeadLinkPage, LinkButton, TokenPage } from '@/components/token-page';
import { Button } from '@/components/ui/button';
import { CardDescription } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useAcceptInvitation } from '@/features/team/api/accept-invitation';
import { useInvitation } from '@/features/team/api/get-invitation';
import { setActiveOrganisation } from '@/lib/active-organisation';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /invitations/:token (issue 17 item 2; docs/decisions/021-invitations.md): who invited you to
 * which organisation as which role. Signed in with the invited address → Accept, then the
 * workspace opens in that organisation. Otherwise Sign in / Create account, which bring the
 * person back here. Expired, used, revoked and unknown links each say so plainly.
 */
export default function InvitationPage() {
  const { t } = useTranslation('team');
  useDocumentTitle(`${t('invitationPage.title')} — Rentwise`);
  const { invitationToken: token = '' } = useParams();
  const invitation = useInvitation(token);
  const { user, isLoading, signOut } = useAuth();
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const here = `/invitations/${token}`;

  if (invitation.isLoading || isLoading) return <FullScreenLoader message={t('invitationPage.loading')} />;
  const back = user
    ? { to: dashboardPath(user.role), label: t('invitationPage.dashboard') }
    : { to: '/', label: t('invitationPage.home') };
  if (!invitation.data) {
    return (
      <DeadLinkPage
        title={t('invitationPage.unknownTitle')}
        message={t('invitationPage.unknownBody')}
        back={back}
      />
    );
  }
  const { organisationName: organisation, inviterName, email, role, status } = invitation.data;
  if (status !== 'pending') {
    return (
      <DeadLinkPage
        title={t(`invitationPage.${status}Title`)}
        message={t(`invitationPage.${status}Body`, { organisation })}
        back={back}
      />
    );
  }

  const onAccept = async () => {
    if (!user) return;
    try {
      const joined = await accept.mutateAsync(token);
      setActiveOrganisation(user.id, joined.orgId);
      queryClient.clear();
      toast.success(t('invitationPage.accepted', { organisation: joined.organisationName }));
      navigate('/owner-dashboard');
    } catch (error) {
      toast.error(t('invitationPage.acceptFailed'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
      void invitation.refetch();
    }
  };

  const sameAddress = user?.email?.toLowerCase() === email.toLowerCase();
  return (
    <TokenPage icon={<Building2 />} title={t('invitationPage.pendingTitle', { organisation })}>
      <CardDescription className="text-base text-foreground">
        {t('invitationPage.pendingBody', {
          inviter: inviterName || t('invitationPage.someone'),
          organisation,
          role: t(`roles.${role}`),
        })}
      </CardDescription>
      <p className="text-sm text-muted-foreground">{t('invitationPage.sentTo', { email })}</p>
      {!user && (
        <>
          <p className="text-sm">{t('invitationPage.signInOrCreate', { email })}</p>
          <div className="flex flex-wrap gap-2">
            <LinkButton to="/login" state={{ from: here, email }}>
              {t('invitationPage.signIn')}
            </LinkButton>
            <LinkButton to="/signup" state={{ from: here, email }} variant="outline">
              {t('invitationPage.createAccount')}
            </LinkButton>
          </div>
        </>
      )}
      {user && user.role === 'tenant' && (
        <>
          <p role="alert" className="text-sm">
            {t('invitationPage.tenantAccount', { email })}
          </p>
          <SignOutButton onClick={() => void signOut('local')} label={t('invitationPage.signOut')} />
        </>
      )}
      {user && user.role !== 'tenant' && !sameAddress && (
        <>
          <p role="alert" className="text-sm">
            {t('invitationPage.wrongAccount', { current: user.email, email })}
          </p>
          <SignOutButton onClick={() => void signOut('local')} label={t('invitationPage.signOut')} />
        </>
      )}
      {user && user.role !== 'tenant' && sameAddress && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={accept.isPending} onClick={() => void onAccept()}>
            {accept.isPending ? t('invitationPage.accepting') : t('invitationPage.accept')}
          </Button>
          <LinkButton to={dashboardPath(user.role)} variant="outline">
            {t('invitationPage.dashboard')}
          </LinkButton>
        </div>
      )}
    </TokenPage>
  );
}

function SignOutButton({ onClick, label }: { onClick(): void; label: string }) {
  return (
    <Button type="button" variant="outline" className="w-fit" onClick={onClick}>
      {label}
    </Button>
  );
}
