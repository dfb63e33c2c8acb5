import { formatMoney } from '@rentwise/core/money/money';
import { Building2, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useProperties } from '../api/get-properties';
import { PropertyCreateDialog } from './property-create-dialog';
import { PropertyDetailsDialog } from './property-details-dialog';

/** Owner › Properties: the portfolio with live occupancy and revenue. */
export default function PropertiesPage() {
  const { t, i18n } = useTranslation('owner');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const properties = useProperties({ search: deferredSearch || undefined });
  const [adding, setAdding] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Read from the list so the details stay current after a unit changes (and close on delete).
  const selected = properties.data?.items.find((property) => property.id === selectedId) ?? null;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('properties.title')}
        subtitle={t('properties.subtitle')}
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('properties.add')}
          </Button>
        }
      />

      <SearchInput label={t('properties.search')} value={search} onChange={setSearch} />

      <Card className="py-0">
        <CardContent className="overflow-x-auto px-0">
          {properties.isError ? (
            <p role="alert" className="p-6 text-destructive">
              {t('properties.loadFailed', { message: properties.error.message })}
            </p>
          ) : properties.isPending ? (
            <p className="p-6 text-muted-foreground">{t('loading')}</p>
          ) : properties.data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 p-10 text-center">
              <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-medium">
                {deferredSearch ? t('properties.noMatch') : t('properties.empty')}
              </p>
              {!deferredSearch && (
                <p className="text-sm text-muted-foreground">{t('properties.emptyHint')}</p>
              )}
            </div>
          ) : (
            <table className="w-full min-w-[640px] text-sm">
              <thead className="border-b bg-muted/40 text-left text-muted-foreground">
                <tr>
                  <th className="px-4 py-3 font-medium">{t('properties.columns.address')}</th>
                  <th className="px-4 py-3 font-medium">{t('properties.columns.type')}</th>
                  <th className="px-4 py-3 text-right font-medium">{t('properties.columns.units')}</th>
                  <th className="px-4 py-3 text-right font-medium">{t('properties.columns.occupancy')}</th>
                  <th className="px-4 py-3 text-right font-medium">{t('properties.columns.revenue')}</th>
                </tr>
              </thead>
              <tbody>
                {properties.data.items.map((property) => (
                  <tr key={property.id} className="border-b last:border-0 hover:bg-muted/40">
                    <td className="px-4 py-3">
                      <button
                        type="button"
                        className="cursor-pointer text-left font-medium text-primary hover:underline"
                        onClick={() => setSelectedId(property.id)}
                      >
                        {property.address}
                      </button>
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant="secondary">{property.propertyType}</Badge>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{property.unitsCount}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{property.occupancyRate}%</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatMoney(property.monthlyRevenue, i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>

      <PropertyCreateDialog open={adding} onOpenChange={setAdding} />
      <PropertyDetailsDialog property={selected} onOpenChange={(open) => !open && setSelectedId(null)} />
    </div>
  );
}
