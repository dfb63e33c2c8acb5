import { dashboardPath } from '@rentwise/core/auth/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { StandaloneFrame } from '@/features/auth/components/standalone-frame';
import { useAcceptInvitation } from '@/features/team/api/accept-invitation';
import { useInvitation } from '@/features/team/api/get-invitation';
import { setActiveOrganisation } from '@/lib/active-organisation';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <StandaloneFrame>
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <Card className="w-full max-w-lg">
          <CardHeader className="grid-cols-[auto_1fr] items-start gap-x-3">
            <span
              className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5"
              aria-hidden="true"
            >
              {icon}
            </span>
            <h1 className="text-xl font-semibold">{title}</h1>
          </CardHeader>
          <CardContent className="grid gap-4">{children}</CardContent>
        </Card>
      </main>
    </StandaloneFrame>
  );
}

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
  if (!invitation.data) {
    return (
      <Frame icon={<Link2Off />} title={t('invitationPage.unknownTitle')}>
        <p className="text-muted-foreground">{t('invitationPage.unknownBody')}</p>
        <HomeLink />
      </Frame>
    );
  }
  const { organisationName: organisation, inviterName, email, role, status } = invitation.data;
  if (status !== 'pending') {
    return (
      <Frame icon={<Link2Off />} title={t(`invitationPage.${status}Title`)}>
        <p className="text-muted-foreground">{t(`invitationPage.${status}Body`, { organisation })}</p>
        <HomeLink />
      </Frame>
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
    <Frame icon={<Building2 />} title={t('invitationPage.pendingTitle', { organisation })}>
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
            <Button asChild>
              <Link to="/login" state={{ from: here, email }}>
                {t('invitationPage.signIn')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/signup" state={{ from: here, email }}>
                {t('invitationPage.createAccount')}
              </Link>
            </Button>
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
          <Button asChild variant="outline">
            <Link to={dashboardPath(user.role)}>{t('invitationPage.dashboard')}</Link>
          </Button>
        </div>
      )}
    </Frame>
  );
}

function SignOutButton({ onClick, label }: { onClick(): void; label: string }) {
  return (
    <Button type="button" variant="outline" className="w-fit" onClick={onClick}>
      {label}
    </Button>
  );
}

function HomeLink() {
  const { t } = useTranslation('team');
  const { user } = useAuth();
  return (
    <Button asChild variant="outline" className="w-fit">
      <Link to={user ? dashboardPath(user.role) : '/'}>
        {user ? t('invitationPage.dashboard') : t('invitationPage.home')}
      </Link>
    </Button>
  );
}
