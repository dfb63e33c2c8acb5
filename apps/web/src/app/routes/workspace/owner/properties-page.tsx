import { Building2, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { DataList } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PropertyOwnersSection } from '@/features/owner-clients';
import { useProperties } from '@/features/properties/api/get-properties';
import { PropertyCreateDialog } from '@/features/properties/components/property-create-dialog';
import { PropertyDetailsDialog } from '@/features/properties/components/property-details-dialog';
import { useCan } from '@/features/team';
import { formatPercent } from '@/lib/percent';
import { propertyTypeText } from '@/lib/property-type';
import { useMoney } from '@/lib/use-money';

/** Owner › Properties: the portfolio with live occupancy and revenue. */
export default function PropertiesPage() {
  const { t, i18n } = useTranslation('owner');
  const { money: orgMoney } = useMoney();
  const canWrite = useCan('property.write');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [showArchived, setShowArchived] = useState(false);
  const properties = useProperties({ search: deferredSearch || undefined, archived: showArchived });
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
          canWrite && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t('properties.add')}
            </Button>
          )
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="w-full sm:max-w-md sm:flex-1">
          <SearchInput label={t('properties.search')} value={search} onChange={setSearch} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          {t('properties.showArchived')}
        </label>
      </div>

      <DataList
        paged
        csvName="properties"
        query={properties}
        rowKey={(property) => property.id}
        rowName={(property) => property.address}
        loadingText={t('loading')}
        errorText={(message) => t('properties.loadFailed', { message })}
        emptyIcon={Building2}
        emptyText={deferredSearch ? t('properties.noMatch') : t('properties.empty')}
        emptyHint={deferredSearch ? undefined : t('properties.emptyHint')}
        columns={[
          {
            label: t('properties.columns.address'),
            card: 'title',
            csv: (property) => property.address,
            cell: (property) => (
              <>
                <button
                  type="button"
                  className="cursor-pointer text-left font-medium text-primary hover:underline"
                  onClick={() => setSelectedId(property.id)}
                >
                  {property.address}
                </button>
                {property.archivedAt && (
                  <Badge variant="outline" className="ms-2">
                    {t('properties.archivedBadge')}
                  </Badge>
                )}
              </>
            ),
          },
          {
            label: t('properties.columns.type'),
            card: 'status',
            cell: (property) => (
              <Badge variant="secondary">{propertyTypeText(t, property.propertyType)}</Badge>
            ),
          },
          { label: t('properties.columns.units'), end: true, cell: (property) => property.unitsCount },
          {
            label: t('properties.columns.occupancy'),
            end: true,
            cell: (property) => formatPercent(property.occupancyRate, i18n.language),
          },
          {
            label: t('properties.columns.revenue'),
            end: true,
            cell: (property) => orgMoney(property.monthlyRevenue),
          },
        ]}
      />

      <PropertyCreateDialog open={adding} onOpenChange={setAdding} />
      <PropertyDetailsDialog
        property={selected}
        onOpenChange={(open) => !open && setSelectedId(null)}
        sections={(property) => <PropertyOwnersSection propertyId={property.id} />}
        canWrite={canWrite}
      />
    </div>
  );
}
