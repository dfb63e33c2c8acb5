import { fromCents, toCents } from '@rentwise/core/money/money';
import type { Property, Unit } from '@rentwise/core/properties/schemas';
import { Archive, ArchiveRestore, Pencil, Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { unitSummary, VacantUnitSuggestions } from '@/features/rent-suggestions';
import { ApiError } from '@/lib/api-client';
import { propertyTypeText } from '@/lib/property-type';
import { useMoney } from '@/lib/use-money';
import { useSetPropertyArchived } from '../api/archive-property';
import { useDeleteProperty } from '../api/delete-property';
import { useDeleteUnit } from '../api/delete-unit';
import { usePropertyUnits } from '../api/get-property-units';
import { useUpdateUnit } from '../api/update-unit';
import { PropertyEditDialog } from './property-edit-dialog';
import { UnitAttributesDialog } from './unit-attributes-dialog';
import { UnitCreateDialog } from './unit-create-dialog';

/** A 409 from the server: the rule said no (the message the web shows is its own, translated). */
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * A property's units and who occupies each: units can be renamed, re-priced, added and deleted;
 * the property edited, archived (history kept) or, without history, deleted.
 */
export function PropertyDetailsDialog({
  property,
  onOpenChange,
  sections,
  canWrite = true,
}: {
  property: Property | null;
  onOpenChange(open: boolean): void;
  /** More about the property from other features, below its units (the page composes them). */
  sections?(property: Property): ReactNode;
  /** The member may change properties ('property.write'). */
  canWrite?: boolean;
}) {
  const { t } = useTranslation(['owner', 'rent-suggestions']);
  const { money: orgMoney } = useMoney();
  const units = usePropertyUnits(property?.id);
  const deleteProperty = useDeleteProperty();
  const setArchived = useSetPropertyArchived();
  const [confirming, setConfirming] = useState<'delete' | 'archive' | null>(null);
  const [editing, setEditing] = useState(false);
  const [addingUnit, setAddingUnit] = useState(false);
  const updateUnit = useUpdateUnit();
  const [applyingUnitId, setApplyingUnitId] = useState<string | null>(null);
  const archived = property?.archivedAt != null;
  const editable = canWrite && !archived;

  const close = (open: boolean) => {
    if (!open) setConfirming(null);
    onOpenChange(open);
  };

  const remove = async () => {
    if (!property) return;
    try {
      await deleteProperty.mutateAsync(property.id);
      toast.success(t('properties.deleted'));
      close(false);
    } catch (error) {
      if (isConflict(error)) {
        toast.error(t('properties.deleteHasHistory.title'), {
          description: t('properties.deleteHasHistory.description'),
        });
      } else {
        toast.error(t('properties.deleteFailed'), {
          description: error instanceof ApiError ? error.message : undefined,
        });
      }
      setConfirming(null);
    }
  };

  /** A rent suggestion the member chose to use: the unit's asking rent becomes it (issue 22). */
  const applySuggestion = async (unit: Unit, amount: number) => {
    setApplyingUnitId(unit.id);
    try {
      await updateUnit.mutateAsync({ id: unit.id, monthlyRent: amount });
      toast.success(
        t('rent-suggestions:suggestion.applied', {
          unit: unit.label,
          amount: orgMoney(amount),
        }),
      );
    } catch (error) {
      toast.error(t('rent-suggestions:suggestion.applyFailed'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setApplyingUnitId(null);
    }
  };

  const archive = async (value: boolean) => {
    if (!property) return;
    try {
      await setArchived.mutateAsync({ id: property.id, archived: value });
      toast.success(value ? t('properties.archive.done') : t('properties.archive.undone'));
      setConfirming(null);
      // An archived property leaves the list: the details close with it.
      if (value) close(false);
    } catch (error) {
      toast.error(value ? t('properties.archive.failed') : t('properties.archive.unarchiveFailed'), {
        description: isConflict(error)
          ? t('properties.archive.blocked')
          : error instanceof ApiError
            ? error.message
            : undefined,
      });
      setConfirming(null);
    }
  };

  return (
    <>
      <Dialog open={property !== null} onOpenChange={close}>
        <DialogContent className="max-w-2xl">
          {property && (
            <>
              <DialogHeader>
                <DialogTitle className="flex flex-wrap items-center gap-2">
                  {property.address}
                  {archived && <Badge variant="neutral">{t('properties.archivedBadge')}</Badge>}
                </DialogTitle>
                <DialogDescription>
                  {[property.city, property.state, property.zipCode].filter(Boolean).join(', ')}
                  {property.city || property.state || property.zipCode ? ' · ' : ''}
                  {t('properties.details.summary', {
                    type: propertyTypeText(t, property.propertyType),
                    occupied: property.occupiedUnits,
                    total: property.unitsCount,
                    revenue: orgMoney(property.monthlyRevenue),
                  })}
                </DialogDescription>
              </DialogHeader>
              {editable && (
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden="true" />
                    {t('properties.edit.open')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setAddingUnit(true)}>
                    <Plus aria-hidden="true" />
                    {t('properties.units.add')}
                  </Button>
                </div>
              )}
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
                      <UnitRow key={unit.id} unit={unit} editable={editable} />
                    ))}
                  </tbody>
                </table>
              </div>
              {units.data && (
                <VacantUnitSuggestions
                  units={units.data}
                  onApply={editable ? applySuggestion : undefined}
                  applyingUnitId={applyingUnitId}
                />
              )}
              {sections?.(property)}
              <DialogFooter className="gap-2 sm:justify-between">
                {canWrite ? (
                  <div className="flex flex-wrap gap-2">
                    {archived ? (
                      <Button
                        variant="outline"
                        onClick={() => archive(false)}
                        disabled={setArchived.isPending}
                      >
                        <ArchiveRestore aria-hidden="true" />
                        {t('properties.archive.unarchive')}
                      </Button>
                    ) : (
                      <Button variant="outline" onClick={() => setConfirming('archive')}>
                        <Archive aria-hidden="true" />
                        {t('properties.archive.open')}
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      className="text-destructive"
                      onClick={() => setConfirming('delete')}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('properties.delete')}
                    </Button>
                  </div>
                ) : (
                  <span />
                )}
                <Button onClick={() => close(false)}>{t('common:actions.close')}</Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('properties.deleteConfirm.title', { address: property?.address ?? '' })}
        description={t('properties.deleteConfirm.description', { count: property?.unitsCount ?? 0 })}
        keepLabel={t('common:actions.cancel')}
        confirmLabel={t('properties.deleteYes')}
        working={deleteProperty.isPending}
        onConfirm={remove}
      />
      <ConfirmDialog
        open={confirming === 'archive'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('properties.archive.confirmTitle', { address: property?.address ?? '' })}
        description={t('properties.archive.confirmDescription')}
        keepLabel={t('common:actions.cancel')}
        confirmLabel={t('properties.archive.confirm')}
        working={setArchived.isPending}
        onConfirm={() => archive(true)}
      />
      <PropertyEditDialog property={editing ? property : null} onOpenChange={setEditing} />
      <UnitCreateDialog property={addingUnit ? property : null} onOpenChange={setAddingUnit} />
    </>
  );
}

function UnitRow({ unit, editable }: { unit: Unit; editable: boolean }) {
  const { t } = useTranslation(['owner', 'rent-suggestions']);
  const { money: orgMoney } = useMoney();
  const updateUnit = useUpdateUnit();
  const deleteUnit = useDeleteUnit();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [editingAttributes, setEditingAttributes] = useState(false);
  const summary = unitSummary(t, unit);

  const remove = async () => {
    try {
      await deleteUnit.mutateAsync(unit.id);
      toast.success(t('properties.units.deleted', { unit: unit.label }));
    } catch (error) {
      toast.error(t('properties.units.deleteFailed'), {
        description: isConflict(error)
          ? unit.tenant
            ? t('properties.units.deleteOccupied')
            : t('properties.units.deleteLeased')
          : error instanceof ApiError
            ? error.message
            : undefined,
      });
    }
    setConfirmingDelete(false);
  };
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
          <>
            {unit.label}
            {summary && <div className="text-xs text-muted-foreground">{summary}</div>}
          </>
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
          orgMoney(unit.monthlyRent)
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
          editable && (
            <div className="flex justify-end gap-1">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEditing(true)}
                aria-label={t('properties.details.edit', { unit: unit.label })}
                title={t('properties.details.edit', { unit: unit.label })}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEditingAttributes(true)}
                aria-label={t('rent-suggestions:attributes.open', { unit: unit.label })}
                title={t('rent-suggestions:attributes.open', { unit: unit.label })}
              >
                <SlidersHorizontal aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                onClick={() => setConfirmingDelete(true)}
                aria-label={t('properties.units.delete', { unit: unit.label })}
                title={t('properties.units.delete', { unit: unit.label })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )
        )}
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('properties.units.deleteConfirmTitle', { unit: unit.label })}
          description={t('properties.units.deleteConfirmDescription')}
          keepLabel={t('common:actions.cancel')}
          confirmLabel={t('properties.units.deleteYes')}
          working={deleteUnit.isPending}
          onConfirm={remove}
        />
        <UnitAttributesDialog unit={editingAttributes ? unit : null} onOpenChange={setEditingAttributes} />
      </td>
    </tr>
  );
}
