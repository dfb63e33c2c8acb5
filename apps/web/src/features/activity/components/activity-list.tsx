import type { AuditEvent } from '@rentwise/core/audit/schemas';
import { ChevronDown, History } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LoadMoreButton } from '@/components/load-more-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
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

function ToggleChanges({ open, controls, onToggle }: { open: boolean; controls: string; onToggle(): void }) {
  const { t } = useTranslation('activity');
  return (
    <Button variant="outline" size="sm" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      {open ? t('hideChanges') : t('showChanges')}
    </Button>
  );
}

/** One event as a table row (wide screens), its changes in a row below when opened. */
function EventRow({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation('activity');
  const [open, setOpen] = useState(false);
  const id = useId();
  const actor = useActorText()(event);
  return (
    <Fragment>
      <tr className="border-b last:border-b-0 align-top">
        <td className="px-4 py-3 whitespace-nowrap">
          <time dateTime={event.createdAt}>{formatWhen(event.createdAt, i18n.language)}</time>
        </td>
        <td className="px-4 py-3">
          <span className="block font-medium">{actor.name}</span>
          {actor.role && <span className="block text-xs text-muted-foreground">{actor.role}</span>}
        </td>
        <td className="px-4 py-3">
          <Badge variant={actionVariant[event.action]}>{t(`actions.${event.action}`)}</Badge>
        </td>
        <td className="px-4 py-3">
          <EntityCell event={event} />
        </td>
        <td className="px-4 py-3 text-right">
          <ToggleChanges open={open} controls={`${id}-changes`} onToggle={() => setOpen(!open)} />
        </td>
      </tr>
      {open && (
        <tr className="border-b bg-muted/30">
          <td colSpan={5} className="px-4 py-3">
            <ActivityChanges event={event} id={`${id}-changes`} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** One event as a list item (phones). */
function EventItem({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation('activity');
  const [open, setOpen] = useState(false);
  const id = useId();
  const actor = useActorText()(event);
  return (
    <li className="grid gap-2 px-4 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={actionVariant[event.action]}>{t(`actions.${event.action}`)}</Badge>
        <EntityCell event={event} />
      </div>
      <p className="text-sm">
        <span className="font-medium">{actor.name}</span>
        {actor.role && <span className="text-muted-foreground"> · {actor.role}</span>}
      </p>
      <time dateTime={event.createdAt} className="text-xs text-muted-foreground">
        {formatWhen(event.createdAt, i18n.language)}
      </time>
      <div>
        <ToggleChanges open={open} controls={`${id}-changes`} onToggle={() => setOpen(!open)} />
      </div>
      {open && (
        <div className="rounded-lg bg-muted/40 p-3">
          <ActivityChanges event={event} id={`${id}-changes`} />
        </div>
      )}
    </li>
  );
}

/** The events with their loading, failed and empty states, and Load more. */
export function ActivityList({ query, filtered }: { query: EventsQuery; filtered: boolean }) {
  const { t } = useTranslation('activity');
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Card className="py-0">
        <CardContent className="px-0">
          {query.isError ? (
            <div role="alert" className="grid justify-items-start gap-3 p-6">
              <p className="text-destructive">{t('loadFailed', { message: query.error.message })}</p>
              <Button variant="outline" size="sm" onClick={() => query.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : query.isPending ? (
            <p className="p-6 text-muted-foreground">{t('loading')}</p>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 p-10 text-center">
              <History aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-medium">{filtered ? t('noneFiltered') : t('none')}</p>
              {!filtered && <p className="text-sm text-muted-foreground">{t('noneHint')}</p>}
            </div>
          ) : (
            <>
              <table className="hidden w-full text-sm md:table">
                <thead className="border-b bg-muted/40 text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('columns.when')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('columns.who')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('columns.action')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('columns.entity')}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      <span className="sr-only">{t('columns.details')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((event) => (
                    <EventRow key={event.id} event={event} />
                  ))}
                </tbody>
              </table>
              <ul className="divide-y md:hidden">
                {items.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
      <LoadMoreButton
        query={query}
        label={t('loadMore')}
        workingLabel={t('loadingMore')}
        className="justify-self-center"
      />
    </>
  );
}
