import { useTranslation } from '@/app/i18n';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useLeases } from '../api/get-leases';
import { LeaseExpiryBadge } from './lease-expiry-badge';
import { LeaseStatusBadge } from './lease-status-badge';

/** Owner dashboard: the newest lease agreements with their status. */
export function LeaseAgreementsList({ emptyText }: { emptyText: string }) {
  const { t, i18n } = useTranslation('leases');
  const { money: orgMoney } = useMoney();
  const leases = useLeases({ limit: 5 });
  if (!leases.data) return <p className="text-muted-foreground">{t('detail.loading')}</p>;
  if (leases.data.items.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="py-2 pr-3 font-medium">{t('columns.property')}</th>
            <th className="py-2 pr-3 font-medium">{t('columns.tenant')}</th>
            <th className="hidden py-2 pr-3 font-medium sm:table-cell">{t('columns.period')}</th>
            <th className="py-2 pr-3 text-right font-medium">{t('columns.rent')}</th>
            <th className="py-2 font-medium">{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {leases.data.items.map((lease) => (
            <tr key={lease.id} className="border-t">
              <td className="py-2 pr-3">{lease.propertyAddress}</td>
              <td className="py-2 pr-3">{lease.tenantName}</td>
              <td className="hidden py-2 pr-3 text-muted-foreground sm:table-cell">
                {formatDate(lease.startDate, i18n.language)} – {formatDate(lease.endDate, i18n.language)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{orgMoney(lease.rentAmount)}</td>
              <td className="py-2">
                <div className="flex flex-wrap gap-1">
                  <LeaseStatusBadge status={lease.displayStatus} />
                  <LeaseExpiryBadge flag={lease.expiryFlag} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
