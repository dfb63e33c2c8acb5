import { zodResolver } from '@hookform/resolvers/zod';
import { type LeaseFormValues, leaseFormDefaults, leaseFormSchema } from '@rentwise/core/leases/schemas';
import { toCents } from '@rentwise/core/money/money';
import type { Tenant } from '@rentwise/core/tenants/schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
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
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PropertyOptions, useProperties } from '@/features/properties';
import { useTenants } from '@/features/tenants';
import { ApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/dates';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreateLease } from '../api/create-lease';
import { useLeaseDefaults } from '../api/get-lease-defaults';

/** How many tenants the picker offers at once; typing narrows them. */
const TENANT_CHOICES = 50;

/**
 * Dialog 2 of the spec: Create New Lease. Property choices use id and address; past days are
 * disabled in the date pickers; the rent is typed in currency units and sent in cents. Save as
 * Draft stores the lease without charges (activated later from its details).
 */
export function LeaseCreateDialog({
  open,
  onOpenChange,
  initialValues,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Values to start from (the lease review's dates and rent); the owner checks and completes them. */
  initialValues?: Partial<LeaseFormValues>;
}) {
  const { t } = useTranslation(['leases', 'validation']);
  const properties = useProperties({}, { all: true });
  // The tenant picker asks the server (issue 18: a portfolio of hundreds of tenants is never loaded
  // whole into a dialog): the first page of tenants matching what is typed, and the one chosen.
  const [tenantSearch, setTenantSearch] = useState('');
  const search = useDebouncedValue(tenantSearch.trim());
  const tenants = useTenants({ search: search || undefined, pageSize: TENANT_CHOICES });
  const [chosenTenant, setChosenTenant] = useState<Tenant | undefined>();
  const createLease = useCreateLease();
  const [savingDraft, setSavingDraft] = useState(false);
  const form = useForm<LeaseFormValues, unknown, z.output<typeof leaseFormSchema>>({
    resolver: zodResolver(leaseFormSchema),
    defaultValues: { ...leaseFormDefaults, ...initialValues },
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const busy = form.formState.isSubmitting;
  const today = todayIso();
  const startDate = form.watch('startDate');
  // An existing lease (issue 24 item 5) may start before today; otherwise the picker and a typed
  // date both refuse past days (the form's schema says so under the field).
  const existingLease = form.watch('existingLease');
  const tenantChoices = tenants.data?.items ?? [];
  const hasTenants = tenantChoices.length > 0 || search !== '';

  const dialog = useFormDialog(form, { onOpenChange });

  // The organisation's default terms pre-fill the lease's (issue 18 item 3); the owner may change them.
  const defaults = useLeaseDefaults(open);
  useEffect(() => {
    if (!open || !defaults.data) return;
    const { dirtyFields } = form.formState;
    if (!dirtyFields.dueDay) form.setValue('dueDay', defaults.data.dueDay);
    if (!dirtyFields.graceDays) form.setValue('graceDays', defaults.data.graceDays);
    if (!dirtyFields.lateFee) form.setValue('lateFee', defaults.data.lateFee / 100);
  }, [open, defaults.data, form]);

  // Choosing a tenant pre-selects their property, and a property pre-fills its unit rent.
  const onTenantChange = (tenantId: string) => {
    const tenant = tenantChoices.find((item) => item.id === tenantId);
    setChosenTenant(tenant);
    if (tenant && !form.getValues('propertyId')) onPropertyChange(tenant.propertyId, true);
  };
  const onPropertyChange = (propertyId: string, setField = false) => {
    if (setField) form.setValue('propertyId', propertyId);
    const property = properties.data?.items.find((item) => item.id === propertyId);
    if (property && !Number(form.getValues('rentAmount')))
      form.setValue('rentAmount', property.monthlyRent / 100);
  };

  // Create Lease submits the form; Save as Draft validates the same fields and stores a draft
  // (no charges, the unit unchanged) that the lease's details can activate later.
  const submitAs = (draft: boolean) =>
    dialog.submit({
      send: (values) => {
        setSavingDraft(draft);
        return createLease.mutateAsync({
          propertyId: values.propertyId,
          tenantId: values.tenantId,
          startDate: values.startDate,
          endDate: values.endDate,
          // The server applies the same start rule with the organisation's day (issue 24 item 5).
          existingLease: values.existingLease,
          rentAmount: toCents(values.rentAmount),
          dueDay: values.dueDay,
          graceDays: values.graceDays,
          lateFee: toCents(values.lateFee),
          ...(values.depositAmount.trim() === ''
            ? {}
            : { depositAmount: toCents(Number(values.depositAmount)) }),
          ...(draft ? { status: 'draft' as const } : {}),
        });
      },
      success: () =>
        draft
          ? { title: t('draftSaved.title'), description: t('draftSaved.description') }
          : { title: t('created.title'), description: t('created.description') },
      // An overlap (or a property with no vacant unit) is said under its field and in a toast that
      // says the same: the server's own message, translated with its dates (lib/api-errors.ts).
      handle: (error) => {
        if (!(error instanceof ApiError && error.code === 'LEASE_OVERLAP')) return false;
        applyServerFieldErrors(error, form.setError);
        toast.error(error.message);
        return true;
      },
      failed: t('errors.createFailed'),
    });
  const onSubmit = submitAs(false);

  const tenantField = form.register('tenantId', { onChange: (event) => onTenantChange(event.target.value) });
  const propertyField = form.register('propertyId', {
    onChange: (event) => onPropertyChange(event.target.value),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('dialog.property')} error={message(errors.propertyId?.message)}>
            <NativeSelect {...propertyField}>
              <PropertyOptions emptyLabel={t('dialog.propertyPlaceholder')} />
            </NativeSelect>
          </Field>
          <Field
            label={t('dialog.tenantSearch')}
            hint={
              tenants.hasNextPage
                ? t('dialog.tenantSearchMore', { count: TENANT_CHOICES })
                : tenants.isSuccess && search && tenantChoices.length === 0
                  ? t('dialog.tenantSearchNone', { search })
                  : undefined
            }
          >
            <Input
              type="search"
              autoComplete="off"
              placeholder={t('dialog.tenantSearchPlaceholder')}
              value={tenantSearch}
              onChange={(event) => setTenantSearch(event.target.value)}
            />
          </Field>
          <Field
            label={t('dialog.tenant')}
            error={message(errors.tenantId?.message)}
            hint={tenants.isSuccess && !hasTenants ? t('dialog.noTenants') : undefined}
          >
            <NativeSelect {...tenantField}>
              <option value="">{t('dialog.tenantPlaceholder')}</option>
              {chosenTenant && !tenantChoices.some((tenant) => tenant.id === chosenTenant.id) && (
                <option value={chosenTenant.id}>
                  {chosenTenant.firstName} {chosenTenant.lastName}
                </option>
              )}
              {tenantChoices.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.firstName} {tenant.lastName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {/* The hint stays outside the label: the checkbox is named by its label alone (the
              hint, which says "start date", is its description). */}
          <div className="flex items-start gap-2 text-sm">
            <input
              id="lease-existing"
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              aria-describedby="lease-existing-hint"
              {...form.register('existingLease', {
                onChange: () => {
                  if (form.formState.isSubmitted) void form.trigger('startDate');
                },
              })}
            />
            <span className="grid gap-0.5">
              <label htmlFor="lease-existing" className="font-medium">
                {t('dialog.existingLease')}
              </label>
              <span id="lease-existing-hint" className="text-muted-foreground">
                {t('dialog.existingLeaseHint')}
              </span>
            </span>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('dialog.startDate')} error={message(errors.startDate?.message)}>
              <Input type="date" min={existingLease ? undefined : today} {...form.register('startDate')} />
            </Field>
            <Field label={t('dialog.endDate')} error={message(errors.endDate?.message)}>
              <Input
                type="date"
                min={startDate || (existingLease ? undefined : today)}
                {...form.register('endDate')}
              />
            </Field>
          </div>
          <Field label={t('dialog.rentAmount')} error={message(errors.rentAmount?.message)}>
            <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('rentAmount')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('lifecycle.terms.dueDay')} error={message(errors.dueDay?.message)}>
              <Input type="number" inputMode="numeric" min={1} max={31} {...form.register('dueDay')} />
            </Field>
            <Field label={t('lifecycle.terms.graceDays')} error={message(errors.graceDays?.message)}>
              <Input type="number" inputMode="numeric" min={0} max={28} {...form.register('graceDays')} />
            </Field>
            <Field label={t('lifecycle.terms.lateFee')} error={message(errors.lateFee?.message)}>
              <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('lateFee')} />
            </Field>
            <Field
              label={t('lifecycle.terms.deposit')}
              error={message(errors.depositAmount?.message)}
              hint={t('lifecycle.terms.depositHint')}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...form.register('depositAmount')}
              />
            </Field>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={dialog.close}>
              {t('dialog.cancel')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void submitAs(true)()}>
              {busy && savingDraft ? t('dialog.savingDraft') : t('dialog.saveDraft')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && !savingDraft ? t('dialog.creating') : t('dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
