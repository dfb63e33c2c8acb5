import { intlLocale } from '@rentwise/core/i18n';
import type { Charge } from '@rentwise/core/leases/schemas';

/**
 * A charge's name ("Rent March 2026", "Security deposit"), shown by the lease ledger, the tenant's
 * payments, the receipts and the upcoming payments. `t` reads the `leases` namespace's `kind.*`.
 */
export function chargeLabel(
  t: (key: string, values?: Record<string, string>) => string,
  charge: Pick<Charge, 'kind' | 'period'>,
  language: string,
) {
  const [year, month] = charge.period.split('-').map(Number);
  const period = new Date(year, month - 1, 1).toLocaleDateString(intlLocale(language), {
    month: 'long',
    year: 'numeric',
  });
  return t(`kind.${charge.kind}`, { period });
}
