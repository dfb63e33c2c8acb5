import { memberRoles, type OrgRole } from '@rentwise/core/organisations/roles';
import type { Member } from '@rentwise/core/organisations/schemas';
import { LogOut, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/features/auth';
import { useProperties } from '@/features/properties';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';

function fullName(member: Member): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}

/**
 * The members of the organisation: name, email, role, properties. With `manage` (member.manage)
 * each member has a role picker (confirmed in a dialog) and Remove (confirmed); anyone may leave.
 */
export function TeamMembersCard({
  members,
  manage,
  organisationName,
  onLeft,
}: {
  members: Member[];
  manage: boolean;
  organisationName: string;
  onLeft(): void;
}) {
  const { t } = useTranslation('team');
  const { user } = useAuth();
  const properties = useProperties({}, { all: true });
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();
  const [roleChange, setRoleChange] = useState<{ member: Member; role: OrgRole } | null>(null);
  const [removal, setRemoval] = useState<Member | null>(null);
  const addressOf = (id: string) => properties.data?.items.find((p) => p.id === id)?.address;

  const confirmRole = async () => {
    if (!roleChange) return;
    const { member, role } = roleChange;
    try {
      await updateMember.mutateAsync({ id: member.id, role: role as (typeof memberRoles)[number] });
      toast.success(t('roleDialog.changed'), {
        description: t('roleDialog.changedDescription', { name: fullName(member), role: t(`roles.${role}`) }),
      });
      setRoleChange(null);
    } catch (error) {
      toast.error(t('roleDialog.failed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    const leaving = removal.userId === user?.id;
    try {
      await removeMember.mutateAsync(removal.id);
      toast.success(leaving ? t('removeDialog.left') : t('removeDialog.removed'));
      setRemoval(null);
      if (leaving) onLeft();
    } catch (error) {
      toast.error(t('removeDialog.failed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const leaving = removal?.userId === user?.id;
  // The last admin can neither leave nor be removed (the server answers 409): no button for it.
  const admins = members.filter((member) => member.role === 'admin').length;
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{t('members.title')}</h2>
        <CardDescription>{t('members.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        <DataList
          bare
          csvName="team"
          query={{ isError: false, isPending: false, error: null, data: { items: members } }}
          rowKey={(member) => member.id}
          rowName={fullName}
          columns={[
            {
              label: t('members.name'),
              card: 'title',
              csv: fullName,
              cell: (member) => (
                <span>
                  {fullName(member)}
                  {member.userId === user?.id && (
                    <span className="font-normal text-muted-foreground"> ({t('members.you')})</span>
                  )}
                </span>
              ),
            },
            {
              label: t('members.email'),
              cell: (member) => <span className="break-all">{member.email}</span>,
            },
            {
              label: t('members.role'),
              cell: (member) =>
                manage && member.role !== 'owner_client' ? (
                  <NativeSelect
                    aria-label={t('members.roleOf', { name: fullName(member) })}
                    className="h-9 w-full min-w-0 md:w-auto md:min-w-[11rem]"
                    value={member.role}
                    onChange={(event) => setRoleChange({ member, role: event.target.value as OrgRole })}
                  >
                    {memberRoles.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Badge variant="secondary">{t(`roles.${member.role}`)}</Badge>
                ),
              csv: (member) => t(`roles.${member.role}`),
            },
            {
              label: t('members.properties'),
              cell: (member) =>
                member.propertyIds === null ? (
                  t('members.allProperties')
                ) : (
                  <span title={member.propertyIds.map((id) => addressOf(id) ?? id).join(', ')}>
                    {member.propertyIds.length === 1 && addressOf(member.propertyIds[0])
                      ? addressOf(member.propertyIds[0])
                      : t('members.propertyCount', { count: member.propertyIds.length })}
                  </span>
                ),
              // The CSV names every property, not the count the cell shows.
              csv: (member) =>
                member.propertyIds === null
                  ? t('members.allProperties')
                  : member.propertyIds.map((id) => addressOf(id) ?? id).join(', '),
            },
          ]}
          actions={(member) => {
            const isMe = member.userId === user?.id;
            // The last admin can neither leave nor be removed (the server answers 409): no button.
            if (!(manage || isMe) || (member.role === 'admin' && admins <= 1)) return [];
            return [
              {
                label: isMe ? t('members.leave') : t('members.remove'),
                ariaLabel: isMe ? undefined : t('members.removeNamed', { name: fullName(member) }),
                icon: isMe ? LogOut : UserMinus,
                destructive: true,
                onSelect: () => setRemoval(member),
              },
            ];
          }}
          actionsLabel={t('members.actions')}
          loadingText=""
          errorText={(message) => message}
          emptyIcon={Users}
          emptyText={t('members.empty')}
        />
      </CardContent>
      <ConfirmDialog
        open={roleChange !== null}
        onOpenChange={(open) => !open && setRoleChange(null)}
        title={t('roleDialog.title')}
        description={
          roleChange
            ? t('roleDialog.description', {
                name: fullName(roleChange.member),
                role: t(`roles.${roleChange.role}`),
              })
            : ''
        }
        keepLabel={t('roleDialog.keep')}
        confirmLabel={t('roleDialog.confirm')}
        workingLabel={t('roleDialog.working')}
        working={updateMember.isPending}
        onConfirm={() => void confirmRole()}
      />
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={
          leaving
            ? t('removeDialog.leaveTitle', { organisation: organisationName })
            : t('removeDialog.title', { name: removal ? fullName(removal) : '' })
        }
        description={
          leaving
            ? t('removeDialog.leaveDescription')
            : t('removeDialog.description', { name: removal ? fullName(removal) : '' })
        }
        keepLabel={t('removeDialog.keep')}
        confirmLabel={leaving ? t('removeDialog.confirmLeave') : t('removeDialog.confirm')}
        workingLabel={t('removeDialog.working')}
        working={removeMember.isPending}
        onConfirm={() => void confirmRemoval()}
      />
    </Card>
  );
}
