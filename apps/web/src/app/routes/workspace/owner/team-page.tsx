import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { RentIndexCard } from '@/features/rent-suggestions';
import { useOrg } from '@/features/team/api/get-org';
import { useTeam } from '@/features/team/api/get-team';
import { InvitationsCard } from '@/features/team/components/invitations-card';
import { InviteMemberDialog } from '@/features/team/components/invite-member-dialog';
import { OrganisationSettingsCard } from '@/features/team/components/organisation-settings-card';
import { TeamMembersCard } from '@/features/team/components/team-members-card';
import { usePermissions } from '@/features/team/lib/use-permissions';
import { setActiveOrganisation } from '@/lib/active-organisation';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Settings → Team and organisation (issue 17 item 2): the organisation's settings (org.update),
 * its members with role pickers and removal (member.manage; others see the list), the pending
 * invitations and the Invite member dialog.
 */
export default function TeamPage() {
  const { t } = useTranslation('team');
  useDocumentTitle(`${t('page.title')} — Rentwise`);
  const org = useOrg();
  const team = useTeam();
  const { can } = usePermissions();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const manage = can('member.manage');

  const onLeft = () => {
    if (user) setActiveOrganisation(user.id, null);
    queryClient.clear();
    navigate('/owner-dashboard');
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Link
        to="/owner-dashboard/settings"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('page.back')}
      </Link>
      <PageHeader
        title={t('page.title')}
        subtitle={org.data ? t('page.subtitle', { name: org.data.name }) : undefined}
        action={
          manage ? (
            <Button type="button" onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              {t('inviteDialog.open')}
            </Button>
          ) : undefined
        }
      />
      {org.data && <OrganisationSettingsCard org={org.data} editable={can('org.update')} />}
      {org.data && <RentIndexCard editable={can('org.update')} />}
      {team.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('members.loadFailed')}
        </p>
      )}
      {team.data && org.data && (
        <TeamMembersCard
          members={team.data.members}
          manage={manage}
          organisationName={org.data.name}
          onLeft={onLeft}
        />
      )}
      {team.data && manage && <InvitationsCard invitations={team.data.invitations} />}
      {manage && <InviteMemberDialog open={inviting} onOpenChange={setInviting} />}
    </div>
  );
}
