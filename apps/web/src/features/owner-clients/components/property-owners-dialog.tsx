import {
  type PropertyOwner,
  propertyOwnersBodySchema,
  toBasisPoints,
} from '@rentwise/core/owner-clients/schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
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
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { useOwners } from '../api/get-owners';
import { useSetPropertyOwners } from '../api/property-owners';

interface Row {
  key: number;
  ownerId: string;
  share: string;
}

let nextKey = 0;
const rowOf = (ownerId = '', share = ''): Row => ({ key: nextKey++, ownerId, share });

/** The percent a person typed ('33,33' too), or NaN. */
function percent(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}

/**
 * Sets a property's owners and shares, all at once: one row per owner, shares in percent with up
 * to two decimals, which must add up to exactly 100 % (checked here with the server's schema, and
 * again by the server).
 */
export function PropertyOwnersDialog({
  propertyId,
  current,
  open,
  onOpenChange,
}: {
  propertyId: string;
  current: PropertyOwner[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['owners', 'validation']);
  const owners = useOwners({}, { all: true });
  const save = useSetPropertyOwners();
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const baseId = useId();

  useEffect(() => {
    if (!open) return;
    setRows(current.length > 0 ? current.map((o) => rowOf(o.ownerId, String(o.share))) : [rowOf('', '100')]);
    setError(null);
  }, [open, current]);

  const totalBasisPoints = rows.reduce((sum, row) => {
    const share = percent(row.share);
    return Number.isFinite(share) ? sum + toBasisPoints(share) : sum;
  }, 0);
  const total = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
    totalBasisPoints / 100,
  );
  // The owners offered: the organisation's active ones, and archived ones already owning a share.
  const choices = [
    ...(owners.data?.items ?? []).map((o) => ({
      id: o.id,
      name: `${o.firstName} ${o.lastName}`,
      archived: false,
    })),
    ...current
      .filter((o) => o.archived)
      .map((o) => ({ id: o.ownerId, name: `${o.firstName} ${o.lastName}`, archived: true })),
  ];
  const nameOf = (id: string) => choices.find((c) => c.id === id)?.name ?? '';

  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = propertyOwnersBodySchema.safeParse(
      rows
        .filter((row) => row.ownerId || row.share.trim())
        .map((row) => ({ ownerId: row.ownerId, share: percent(row.share) })),
    );
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'owners:validation.sharesSum'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ propertyId, owners: parsed.data });
      toast.success(t('shares.saved'));
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('shares.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('shares.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {owners.isSuccess && choices.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('shares.noOwners')}</p>
          )}
          {/* The columns' names once, for sighted readers; each control has its own (hidden) label. */}
          {rows.length > 0 && (
            <div
              aria-hidden="true"
              className="grid grid-cols-[1fr_6.5rem_2.25rem] items-end gap-2 text-sm font-medium"
            >
              <span>{t('shares.owner')}</span>
              <span>{t('shares.share')}</span>
            </div>
          )}
          <ul className="-mt-2 grid gap-3">
            {rows.map((row, index) => (
              <li key={row.key} className="grid grid-cols-[1fr_6.5rem_2.25rem] items-center gap-2">
                <div className="grid">
                  <label htmlFor={`${baseId}-${row.key}-owner`} className="sr-only">
                    {t('shares.owner')}
                  </label>
                  <NativeSelect
                    id={`${baseId}-${row.key}-owner`}
                    value={row.ownerId}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => update(row.key, { ownerId: event.target.value })}
                  >
                    <option value="">{t('shares.selectOwner')}</option>
                    {choices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.archived ? `${choice.name} (${t('shares.archived')})` : choice.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid">
                  <label htmlFor={`${baseId}-${row.key}-share`} className="sr-only">
                    {t('shares.share')}
                  </label>
                  <Input
                    id={`${baseId}-${row.key}-share`}
                    inputMode="decimal"
                    value={row.share}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => update(row.key, { share: event.target.value })}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('shares.remove', { name: nameOf(row.ownerId) || index + 1 })}
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setRows((all) => [...all, rowOf()])}
            >
              <Plus aria-hidden="true" />
              {t('shares.addOwner')}
            </Button>
            <p
              className={
                totalBasisPoints === 10_000
                  ? 'text-sm text-muted-foreground'
                  : 'text-sm font-medium text-destructive'
              }
            >
              {t('shares.total', { total })}
            </p>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('shares.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('shares.saving') : t('shares.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
