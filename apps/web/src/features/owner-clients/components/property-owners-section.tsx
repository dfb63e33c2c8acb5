import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCan } from '@/features/team';
import { usePropertyOwners } from '../api/property-owners';
import { PropertyOwnersDialog } from './property-owners-dialog';

/**
 * The "Owners" section of a property's details: who owns it and their shares, and (with
 * owner.write and property.write) a button to set them.
 */
export function PropertyOwnersSection({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useTranslation('owners');
  const canRead = useCan('owner.read');
  const canWriteOwners = useCan('owner.write');
  const canWriteProperty = useCan('property.write');
  const canWrite = canWriteOwners && canWriteProperty;
  const owners = usePropertyOwners(canRead ? propertyId : undefined);
  const [editing, setEditing] = useState(false);
  const share = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  if (!canRead) return null;
  const items = owners.data?.items ?? [];

  return (
    <section aria-labelledby={`owners-${propertyId}`} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`owners-${propertyId}`} className="font-semibold">
          {t('shares.title')}
        </h3>
        {canWrite && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('shares.edit')}
          </Button>
        )}
      </div>
      {owners.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('shares.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {items.map((owner) => (
            <li
              key={owner.ownerId}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <span>
                {owner.firstName} {owner.lastName}
                {owner.company && <span className="text-muted-foreground"> · {owner.company}</span>}
                {owner.archived && (
                  <Badge variant="secondary" className="ml-2">
                    {t('page.archived')}
                  </Badge>
                )}
              </span>
              <span className="tabular-nums font-medium">{share.format(owner.share)} %</span>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <PropertyOwnersDialog
          propertyId={propertyId}
          current={items}
          open={editing}
          onOpenChange={setEditing}
        />
      )}
    </section>
  );
}
