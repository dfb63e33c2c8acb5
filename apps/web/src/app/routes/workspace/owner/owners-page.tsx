import type { OwnerClient } from '@rentwise/core/owner-clients/schemas';
import { Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { DataTableCard } from '@/components/data-table-card';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useOwners } from '@/features/owner-clients/api/get-owners';
import { useInviteOwner } from '@/features/owner-clients/api/invite-owner';
import { useArchiveOwner } from '@/features/owner-clients/api/save-owner';
import { OwnerFormDialog } from '@/features/owner-clients/components/owner-form-dialog';
import { useCan } from '@/features/team';
import { ApiError } from '@/lib/api-client';

const nameOf = (owner: OwnerClient) => `${owner.firstName} ${owner.lastName}`;

/** Owner › Owners (issue 17 item 4): the owner clients, add / edit / archive / invite to the portal. */
export default function OwnersPage() {
  const { t } = useTranslation('owners');
  const canWrite = useCan('owner.write');
  const [showArchived, setShowArchived] = useState(false);
  const owners = useOwners({ includeArchived: showArchived });
  const [editing, setEditing] = useState<OwnerClient | null | 'new'>(null);
  const [archiving, setArchiving] = useState<OwnerClient | null>(null);
  const [inviting, setInviting] = useState<OwnerClient | null>(null);
  const archive = useArchiveOwner();
  const invite = useInviteOwner();

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.id);
      toast.success(t('archive.done'));
      setArchiving(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  const confirmInvite = async () => {
    if (!inviting) return;
    try {
      const invitation = await invite.mutateAsync(inviting.id);
      toast.success(t('invite.done', { email: invitation.email }));
      setInviting(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        action={
          canWrite && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {t('page.add')}
            </Button>
          )
        }
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={showArchived}
          onChange={(event) => setShowArchived(event.target.checked)}
        />
        {t('page.showArchived')}
      </label>

      <DataTableCard
        paged
        query={owners}
        loadingText={t('page.loading')}
        errorText={(message) => t('page.loadFailed', { message })}
        emptyIcon={Landmark}
        emptyText={t('page.empty')}
        emptyHint={t('page.emptyHint')}
        tableClassName="min-w-[720px]"
        columns={[
          { label: t('page.columns.name') },
          { label: t('page.columns.contact') },
          { label: t('page.columns.properties'), end: true },
          { label: t('page.columns.portal') },
          { label: t('page.columns.actions'), end: true },
        ]}
      >
        {owners.data?.items.map((owner) => (
          <tr key={owner.id} className="border-b last:border-0 hover:bg-muted/40">
            <td className="px-4 py-3">
              <div className="font-medium">{nameOf(owner)}</div>
              {owner.company && <div className="text-sm text-muted-foreground">{owner.company}</div>}
              {owner.archivedAt && (
                <Badge variant="secondary" className="mt-1">
                  {t('page.archived')}
                </Badge>
              )}
            </td>
            <td className="px-4 py-3 text-sm">
              <div>{owner.email ?? '—'}</div>
              {owner.phone && <div className="text-muted-foreground">{owner.phone}</div>}
            </td>
            <td className="px-4 py-3 text-right tabular-nums">
              {t('page.propertyCount', { count: owner.propertyCount })}
            </td>
            <td className="px-4 py-3">
              <Badge variant={owner.hasPortalAccess ? 'default' : 'outline'}>
                {owner.hasPortalAccess ? t('page.portal.active') : t('page.portal.none')}
              </Badge>
            </td>
            <td className="px-4 py-3">
              {canWrite && (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(owner)}>
                    {t('page.edit')}
                  </Button>
                  {!owner.archivedAt && !owner.hasPortalAccess && (
                    <Button variant="ghost" size="sm" onClick={() => setInviting(owner)}>
                      {t('page.invite')}
                    </Button>
                  )}
                  {!owner.archivedAt && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive"
                      onClick={() => setArchiving(owner)}
                    >
                      {t('page.archive')}
                    </Button>
                  )}
                </div>
              )}
            </td>
          </tr>
        ))}
      </DataTableCard>

      <OwnerFormDialog
        open={editing !== null}
        owner={editing === 'new' ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={t('archive.title', { name: archiving ? nameOf(archiving) : '' })}
        description={t('archive.description')}
        keepLabel={t('archive.cancel')}
        confirmLabel={t('archive.confirm')}
        working={archive.isPending}
        onConfirm={confirmArchive}
      />
      <InviteDialog
        owner={inviting}
        working={invite.isPending}
        onClose={() => setInviting(null)}
        onConfirm={confirmInvite}
      />
    </div>
  );
}

/** Invite to the owner portal: says where the link goes; without an email, says to add one. */
function InviteDialog({
  owner,
  working,
  onClose,
  onConfirm,
}: {
  owner: OwnerClient | null;
  working: boolean;
  onClose(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation('owners');
  return (
    <ConfirmDialog
      open={owner !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('invite.title', { name: owner ? nameOf(owner) : '' })}
      description={owner?.email ? t('invite.description', { email: owner.email }) : t('invite.noEmail')}
      keepLabel={t('invite.cancel')}
      confirmLabel={t('invite.confirm')}
      working={working || !owner?.email}
      onConfirm={onConfirm}
    />
  );
}
