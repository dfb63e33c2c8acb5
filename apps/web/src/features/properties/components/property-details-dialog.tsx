import { formatMoney, fromCents, toCents } from '@rentwise/core/money/money';
import type { Property, Unit } from '@rentwise/core/properties/schemas';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useDeleteProperty } from '../api/delete-property';
import { usePropertyUnits } from '../api/get-property-units';
import { useUpdateUnit } from '../api/update-unit';

/** A property's units and who occupies each; units can be renamed and re-priced. */
export function PropertyDetailsDialog({
  property,
  onOpenChange,
  sections,
}: {
  property: Property | null;
  onOpenChange(open: boolean): void;
  /** More about the property from other features, below its units (the page composes them). */
  sections?(property: Property): ReactNode;
}) {
  const { t, i18n } = useTranslation('owner');
  const units = usePropertyUnits(property?.id);
  const deleteProperty = useDeleteProperty();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const close = (open: boolean) => {
    if (!open) setConfirmingDelete(false);
    onOpenChange(open);
  };

  const remove = async () => {
    if (!property) return;
    try {
      await deleteProperty.mutateAsync(property.id);
      toast.success(t('properties.deleted'));
      close(false);
    } catch (error) {
      toast.error(t('properties.deleteFailed'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
      setConfirmingDelete(false);
    }
  };

  return (
    <Dialog open={property !== null} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        {property && (
          <>
            <DialogHeader>
              <DialogTitle>{property.address}</DialogTitle>
              <DialogDescription>
                {t('properties.details.summary', {
                  type: property.propertyType,
                  occupied: property.occupiedUnits,
                  total: property.unitsCount,
                  revenue: formatMoney(property.monthlyRevenue, i18n.language),
                })}
              </DialogDescription>
            </DialogHeader>
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left text-muted-foreground">
                  <tr>
                    <th className="px-3 py-2 font-medium">{t('properties.details.unit')}</th>
                    <th className="px-3 py-2 font-medium">{t('properties.details.rent')}</th>
                    <th className="px-3 py-2 font-medium">{t('properties.details.occupant')}</th>
                    <th className="px-3 py-2">
                      <span className="sr-only">{t('properties.details.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {units.isPending && (
                    <tr>
                      <td colSpan={4} className="px-3 py-6 text-center text-muted-foreground">
                        {t('loading')}
                      </td>
                    </tr>
                  )}
                  {units.data?.map((unit) => (
                    <UnitRow key={unit.id} unit={unit} />
                  ))}
                </tbody>
              </table>
            </div>
            {sections?.(property)}
            <DialogFooter className="sm:justify-between">
              {confirmingDelete ? (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <span className="text-sm">{t('properties.deleteConfirm')}</span>
                  <div className="flex gap-2">
                    <Button
                      variant="destructive"
                      size="sm"
                      onClick={remove}
                      disabled={deleteProperty.isPending}
                    >
                      {t('properties.deleteYes')}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setConfirmingDelete(false)}>
                      {t('common:actions.cancel')}
                    </Button>
                  </div>
                </div>
              ) : (
                <Button
                  variant="outline"
                  className="text-destructive"
                  onClick={() => setConfirmingDelete(true)}
                >
                  {t('properties.delete')}
                </Button>
              )}
              <Button onClick={() => close(false)}>{t('common:actions.close')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function UnitRow({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('owner');
  const updateUnit = useUpdateUnit();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(unit.label);
  const [rent, setRent] = useState(String(fromCents(unit.monthlyRent)));

  const save = async () => {
    const amount = Number(rent);
    if (!label.trim() || !Number.isFinite(amount) || amount < 0) {
      toast.error(t('properties.details.invalidUnit'));
      return;
    }
    try {
      await updateUnit.mutateAsync({ id: unit.id, label: label.trim(), monthlyRent: toCents(amount) });
      toast.success(t('properties.details.unitSaved'));
      setEditing(false);
    } catch (error) {
      toast.error(t('properties.details.unitSaveFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <tr className="border-t">
      <td className="px-3 py-2">
        {editing ? (
          <Input
            aria-label={t('properties.details.unit')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            className="h-8"
          />
        ) : (
          unit.label
        )}
      </td>
      <td className="px-3 py-2">
        {editing ? (
          <Input
            aria-label={t('properties.details.rent')}
            type="number"
            min={0}
            step="0.01"
            value={rent}
            onChange={(e) => setRent(e.target.value)}
            className="h-8 w-28"
          />
        ) : (
          formatMoney(unit.monthlyRent, i18n.language)
        )}
      </td>
      <td className="px-3 py-2">
        {unit.tenant ? (
          `${unit.tenant.firstName} ${unit.tenant.lastName}`
        ) : (
          <Badge variant="secondary">{t('properties.details.vacant')}</Badge>
        )}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        {editing ? (
          <div className="flex justify-end gap-1">
            <Button size="sm" onClick={save} disabled={updateUnit.isPending}>
              {t('common:actions.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={t('properties.details.edit', { unit: unit.label })}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
      </td>
    </tr>
  );
}
