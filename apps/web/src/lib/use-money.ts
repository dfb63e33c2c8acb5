import { type Cents, formatMoney } from '@rentwise/core/money/money';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/app/i18n';
import { getOrgQueryOptions } from '@/lib/org-query';

/**
 * Money on every workspace screen (issue 24 item 3): the one formatter of @rentwise/core with the
 * active organisation's currency and the reader's language. `money(150000)` is "$1,500" in a
 * dollar organisation, "1 500 €" in a euro one read in French.
 */
export function useMoney(): {
  money: (cents: Cents, options?: { decimals?: boolean }) => string;
  /** The organisation's currency (ISO 4217); undefined while the organisation loads. */
  currency: string | undefined;
} {
  const { i18n } = useTranslation();
  const currency = useQuery({ ...getOrgQueryOptions(), select: (org) => org.currency }).data;
  const language = i18n.language;
  const money = useCallback(
    (cents: Cents, options: { decimals?: boolean } = {}) =>
      formatMoney(cents, language, { ...options, currency }),
    [currency, language],
  );
  return { money, currency };
}
