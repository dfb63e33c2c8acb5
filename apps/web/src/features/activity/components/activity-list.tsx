import type { AuditEvent } from '@rentwise/core/audit/schemas';
import { Eye, History } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { DataList, pagesListQuery } from '@/components/data-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { useAuditEvents } from '../api/get-audit-events';
import { entityPage } from '../lib/entity-links';
import { formatWhen } from '../lib/format-value';
import { ActivityChanges } from './activity-changes';

type EventsQuery = ReturnType<typeof useAuditEvents>;

/** A badge's tone says the kind of change; its word always says which one. */
const actionVariant: Record<
  AuditEvent['action'],
  'success' | 'info' | 'warning' | 'destructive' | 'neutral'
> = {
  create: 'success',
  invite: 'success',
  accept: 'success',
  activate: 'success',
  approve: 'success',
  renew: 'success',
  sign: 'success',
  publish: 'success',
  import: 'success',
  update: 'info',
  role_change: 'info',
  assign: 'info',
  archive: 'neutral',
  end: 'neutral',
  cancel: 'neutral',
  stop: 'neutral',
  return: 'destructive',
  void: 'warning',
  refund: 'warning',
  settle: 'neutral',
  undo: 'neutral',
  export: 'info',
  delete: 'destructive',
  remove: 'destructive',
  revoke: 'destructive',
  decline: 'destructive',
};

function useActorText() {
  const { t } = useTranslation('activity');
  return (event: AuditEvent) => ({
    name: event.actor.userId === null ? t('system') : (event.actor.name ?? t('unknownUser')),
    role: event.actor.role ? t(`roles.${event.actor.role}`, { defaultValue: event.actor.role }) : null,
  });
}

function EntityCell({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('activity');
  const label = t(`entities.${event.entityType}`);
  const page = entityPage(event.entityType, event.action);
  return page ? (
    <Link
      to={page}
      className="font-medium text-primary underline-offset-4 hover:underline"
      aria-label={t('open', { entity: label })}
    >
      {label}
    </Link>
  ) : (
    <span className="font-medium">{label}</span>
  );
}

/** Show changes: what the event changed, field by field, in a dialog (the same on a phone). */
function ChangesButton({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation('activity');
  const [open, setOpen] = useState(false);
  const id = useId();
  const actor = useActorText()(event);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Eye aria-hidden="true" />
        {t('showChanges')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>
              {t(`actions.${event.action}`)} · {t(`entities.${event.entityType}`)}
            </DialogTitle>
            <DialogDescription>
              {formatWhen(event.createdAt, i18n.language)} · {actor.name}
              {actor.role && ` (${actor.role})`}
            </DialogDescription>
          </DialogHeader>
          <ActivityChanges event={event} id={`${id}-changes`} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * The events on the shared DataList (a table from 768 px, one card per event on a phone), Load
 * more, and Export CSV of the events loaded (decision 031).
 */
export function ActivityList({ query, filtered }: { query: EventsQuery; filtered: boolean }) {
  const { t, i18n } = useTranslation('activity');
  const actorText = useActorText();
  return (
    <DataList
      paged
      csvName="activity"
      query={pagesListQuery(query)}
      rowKey={(event) => event.id}
      rowName={(event) => `${t(`actions.${event.action}`)} ${t(`entities.${event.entityType}`)}`}
      columns={[
        {
          label: t('columns.when'),
          card: 'status',
          className: 'whitespace-nowrap',
          cell: (event) => (
            <time dateTime={event.createdAt} className="text-muted-foreground md:text-foreground">
              {formatWhen(event.createdAt, i18n.language)}
            </time>
          ),
        },
        {
          label: t('columns.who'),
          cell: (event) => {
            const actor = actorText(event);
            return (
              <>
                <span className="block font-medium">{actor.name}</span>
                {actor.role && <span className="block text-xs text-muted-foreground">{actor.role}</span>}
              </>
            );
          },
          csv: (event) => {
            const actor = actorText(event);
            return actor.role ? `${actor.name} (${actor.role})` : actor.name;
          },
        },
        {
          label: t('columns.action'),
          card: 'title',
          cell: (event) => (
            <Badge variant={actionVariant[event.action]}>{t(`actions.${event.action}`)}</Badge>
          ),
          csv: (event) => t(`actions.${event.action}`),
        },
        {
          label: t('columns.entity'),
          cell: (event) => <EntityCell event={event} />,
          csv: (event) => t(`entities.${event.entityType}`),
        },
        {
          label: t('columns.details'),
          card: 'footer',
          end: true,
          cell: (event) => <ChangesButton event={event} />,
        },
      ]}
      loadingText={t('loading')}
      errorText={(message) => t('loadFailed', { message })}
      emptyIcon={History}
      emptyText={filtered ? t('noneFiltered') : t('none')}
      emptyHint={filtered ? undefined : t('noneHint')}
    />
  );
}
