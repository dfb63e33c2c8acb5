import type { PortalProperty } from '@rentwise/core/owner-clients/schemas';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { usePortalSummary } from '@/features/owner-portal/api/get-portal-summary';
import { propertyTypeText } from '@/lib/property-type';
import { useMoney } from '@/lib/use-money';

/** Owner portal › Properties: each property the owner client has a share of, with its units. */
export default function OwnerPortalPropertiesPage() {
  const { t } = useTranslation('owners');
  const summary = usePortalSummary();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('portal.properties.title')} subtitle={t('portal.properties.subtitle')} />
      {summary.isError && (
        <p role="alert" className="text-destructive">
          {t('portal.loadFailed', { message: summary.error.message })}
        </p>
      )}
      {summary.isPending && <p className="text-muted-foreground">{t('portal.loading')}</p>}
      {summary.data?.properties.length === 0 && (
        <p className="text-muted-foreground">{t('portal.properties.empty')}</p>
      )}
      <div className="grid gap-6">
        {summary.data?.properties.map((property) => (
          <PropertyCard
            key={property.id}
            property={property}
            units={summary.data.rentRoll.filter((row) => row.propertyId === property.id)}
          />
        ))}
      </div>
    </div>
  );
}

function PropertyCard({
  property,
  units,
}: {
  property: PortalProperty;
  units: { unitId: string; unitLabel: string; tenantName: string | null; rent: number; status: string }[];
}) {
  const { t, i18n } = useTranslation('owners');
  const { money: orgMoney } = useMoney();
  const share = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const headingId = `property-${property.id}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card>
        <CardHeader className="gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {property.address}
            </h2>
            <Badge variant="secondary">{propertyTypeText(t, property.propertyType)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {[
              property.share !== null
                ? t('portal.properties.share', { share: share.format(property.share) })
                : null,
              t('portal.properties.occupancy', {
                occupied: property.occupiedUnits,
                units: property.unitsCount,
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[480px] text-sm">
            <thead className="text-left text-muted-foreground">
              <tr className="border-b">
                <th className="py-2 pr-3 font-medium">{t('portal.properties.unit')}</th>
                <th className="py-2 pr-3 font-medium">{t('portal.properties.tenant')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('portal.properties.rent')}</th>
                <th className="py-2 font-medium">{t('portal.properties.status')}</th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => (
                <tr key={unit.unitId} className="border-b last:border-0">
                  <td className="py-2 pr-3 font-medium">{unit.unitLabel}</td>
                  <td className="py-2 pr-3">{unit.tenantName ?? '—'}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{orgMoney(unit.rent)}</td>
                  <td className="py-2">
                    <Badge variant={unit.status === 'vacant' ? 'neutral' : 'success'}>
                      {unit.status === 'vacant'
                        ? t('portal.properties.vacant')
                        : t('portal.properties.occupied')}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </section>
  );
}
