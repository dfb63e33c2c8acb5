import type { OwnerClient } from '@rentwise/core/owner-clients/schemas';
import { Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
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
  const canReadStatements = useCan('statement.read');
  const navigate = useNavigate();
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

      <DataList
        paged
        csvName="owners"
        query={owners}
        rowKey={(owner) => owner.id}
        rowName={nameOf}
        loadingText={t('page.loading')}
        errorText={(message) => t('page.loadFailed', { message })}
        emptyIcon={Landmark}
        emptyText={t('page.empty')}
        emptyHint={t('page.emptyHint')}
        columns={[
          {
            label: t('page.columns.name'),
            card: 'title',
            cell: (owner) => (
              <>
                <div className="font-medium">{nameOf(owner)}</div>
                {owner.company && (
                  <div className="text-sm font-normal text-muted-foreground">{owner.company}</div>
                )}
                {owner.archivedAt && (
                  <Badge variant="secondary" className="mt-1">
                    {t('page.archived')}
                  </Badge>
                )}
              </>
            ),
          },
          {
            label: t('page.columns.contact'),
            cell: (owner) => (
              <>
                <div className="break-all">{owner.email ?? '—'}</div>
                {owner.phone && <div className="text-muted-foreground">{owner.phone}</div>}
              </>
            ),
          },
          {
            label: t('page.columns.properties'),
            end: true,
            cell: (owner) => t('page.propertyCount', { count: owner.propertyCount }),
          },
          {
            label: t('page.columns.portal'),
            card: 'status',
            cell: (owner) => (
              <Badge variant={owner.hasPortalAccess ? 'default' : 'outline'}>
                {owner.hasPortalAccess ? t('page.portal.active') : t('page.portal.none')}
              </Badge>
            ),
          },
        ]}
        actionsLabel={t('page.columns.actions')}
        actions={
          canWrite || canReadStatements
            ? (owner) => [
                ...(canReadStatements
                  ? [
                      {
                        label: t('statements.open'),
                        onSelect: () => navigate(`/owner-dashboard/owners/${owner.id}/statements`),
                      },
                    ]
                  : []),
                ...(canWrite ? [{ label: t('page.edit'), onSelect: () => setEditing(owner) }] : []),
                ...(canWrite && !owner.archivedAt && !owner.hasPortalAccess
                  ? [{ label: t('page.invite'), onSelect: () => setInviting(owner) }]
                  : []),
                ...(canWrite && !owner.archivedAt
                  ? [{ label: t('page.archive'), destructive: true, onSelect: () => setArchiving(owner) }]
                  : []),
              ]
            : undefined
        }
      />

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
