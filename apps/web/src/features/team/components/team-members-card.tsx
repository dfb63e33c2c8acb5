import { memberRoles, type OrgRole } from '@rentwise/core/organisations/roles';
import type { Member } from '@rentwise/core/organisations/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
      <CardContent>
        {members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('members.empty')}</p>
        ) : (
          <ul className="divide-y">
            {members.map((member) => {
              const name = fullName(member);
              const isMe = member.userId === user?.id;
              const editable = manage && member.role !== 'owner_client';
              return (
                <li
                  key={member.id}
                  className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                  data-testid="team-member"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="truncate font-medium">
                      {name}
                      {isMe && <span className="text-muted-foreground"> ({t('members.you')})</span>}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                      {!editable && <Badge variant="secondary">{t(`roles.${member.role}`)}</Badge>}
                      {member.propertyIds === null ? (
                        <span>{t('members.allProperties')}</span>
                      ) : (
                        <span title={member.propertyIds.map((id) => addressOf(id) ?? id).join(', ')}>
                          {member.propertyIds.length === 1 && addressOf(member.propertyIds[0])
                            ? addressOf(member.propertyIds[0])
                            : t('members.propertyCount', { count: member.propertyIds.length })}
                        </span>
                      )}
                    </div>
                  </div>
                  <div className="flex items-center gap-2">
                    {editable && (
                      <NativeSelect
                        aria-label={t('members.roleOf', { name })}
                        className="h-9 min-w-0 flex-1 sm:w-auto sm:min-w-[11rem] sm:flex-none"
                        value={member.role}
                        onChange={(event) => setRoleChange({ member, role: event.target.value as OrgRole })}
                      >
                        {memberRoles.map((role) => (
                          <option key={role} value={role}>
                            {t(`roles.${role}`)}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                    {(manage || isMe) && !(member.role === 'admin' && admins <= 1) && (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={isMe ? undefined : t('members.removeNamed', { name })}
                        onClick={() => setRemoval(member)}
                      >
                        {isMe ? t('members.leave') : t('members.remove')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
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
