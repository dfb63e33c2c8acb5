import { type Cents, DEFAULT_CURRENCY, formatMoney } from '@rentwise/core/money/money';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from '@/app/i18n';
import { getOrgQueryOptions } from '@/lib/org-query';

/**
 * The currency of the pages below when it is not the active organisation's to read: a tenant has
 * no GET /api/org, so the tenant dashboard's layout provides their lease's organisation's currency
 * (GET /api/dashboard/tenant `currency`). `undefined` while it loads.
 */
export const TenantCurrencyContext = createContext<{ currency: string | undefined } | null>(null);

/**
 * Money on every workspace screen (issue 24 item 3): the one formatter of @rentwise/core with the
 * organisation's currency and the reader's language. `money(150000)` is "$1,500" in a dollar
 * organisation, "1 500 €" in a euro one read in French. Members read the active organisation
 * (GET /api/org, loaded before any workspace page renders); tenants the context above.
 */
export function useMoney(): {
  money: (cents: Cents, options?: { decimals?: boolean }) => string;
  /** The organisation's currency (ISO 4217); undefined while it loads. */
  currency: string | undefined;
} {
  const { i18n } = useTranslation();
  const tenant = useContext(TenantCurrencyContext);
  const org = useQuery({ ...getOrgQueryOptions(), select: (data) => data.currency, enabled: !tenant });
  const currency = tenant ? tenant.currency : org.data;
  const language = i18n.language;
  const money = useCallback(
    (cents: Cents, options: { decimals?: boolean } = {}) =>
      // The books' default only for the moment the organisation is still loading.
      formatMoney(cents, language, { ...options, currency: currency ?? DEFAULT_CURRENCY }),
    [currency, language],
  );
  return { money, currency };
}
