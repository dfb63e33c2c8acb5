import { useQueryClient } from '@tanstack/react-query';
import { Building2, ChevronsUpDown } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/app/i18n';
import { ChoiceMenu } from '@/components/ui/choice-menu';
import { useAuth } from '@/features/auth';
import {
  activeOrganisationOf,
  setActiveOrganisation,
  subscribeActiveOrganisation,
} from '@/lib/active-organisation';
import { setOrganisationLostHandler } from '@/lib/api-client';
import { useOrganisations } from '../api/get-organisations';
import { useSwitchOrganisation } from '../lib/use-switch-organisation';

/**
 * The organisation switcher of the workspace top bar (issue 17 item 1): the active organisation's
 * name; with several, a menu button (keyboard: Enter/arrows/Escape, components/ui/choice-menu.tsx)
 * to switch. A remembered organisation the user no longer belongs to is forgotten here (and by the
 * API client on a 404), falling back to the first one.
 */
export function OrganisationSwitcher() {
  const { t } = useTranslation('team');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const organisations = useOrganisations();
  const switchTo = useSwitchOrganisation();
  const chosen = useSyncExternalStore(
    subscribeActiveOrganisation,
    () => activeOrganisationOf(user?.id),
    () => null,
  );
  const items = organisations.data?.items ?? [];
  const active = items.find((item) => item.id === chosen) ?? items[0];

  useEffect(() => {
    setOrganisationLostHandler(() => void queryClient.invalidateQueries());
    return () => setOrganisationLostHandler(null);
  }, [queryClient]);

  useEffect(() => {
    if (!user || !chosen || !organisations.data) return;
    if (!organisations.data.items.some((item) => item.id === chosen)) {
      setActiveOrganisation(user.id, null);
      void queryClient.invalidateQueries();
    }
  }, [user, chosen, organisations.data, queryClient]);

  if (!active) return null;
  const name = (
    <span className="max-w-[4rem] truncate sm:max-w-[16rem]" title={active.name}>
      {active.name}
    </span>
  );
  if (items.length < 2) {
    return (
      <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-muted-foreground">
        <Building2 aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t('switcher.label')}: </span>
        {name}
      </p>
    );
  }
  return (
    <ChoiceMenu
      label={t('switcher.switchTo', { name: active.name })}
      size="sm"
      align="start"
      className="min-w-0"
      value={active.id}
      choices={items.map((item) => ({ value: item.id, label: item.name }))}
      onChange={(orgId) => {
        if (orgId !== active.id) switchTo(orgId);
      }}
      trigger={
        <>
          <Building2 aria-hidden="true" />
          {name}
          <ChevronsUpDown aria-hidden="true" className="hidden opacity-60 sm:block" />
        </>
      }
    />
  );
}
