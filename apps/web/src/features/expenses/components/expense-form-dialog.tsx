import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Expense,
  type ExpenseFormInput,
  type ExpenseFormValues,
  expenseCategories,
  expenseFormSchema,
} from '@rentwise/core/expenses/schemas';
import { fromCents, toCents } from '@rentwise/core/money/money';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { uploadDocument } from '@/features/documents';
import { PropertyOptions, usePropertyUnits } from '@/features/properties';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreateExpense, useUpdateExpense } from '../api/save-expense';

const today = () => new Date().toISOString().slice(0, 10);

function emptyValues(propertyId = ''): ExpenseFormInput {
  return { propertyId, unitId: '', category: '' as never, date: today(), amount: '', description: '' };
}

function valuesOf(expense: Expense): ExpenseFormInput {
  return {
    propertyId: expense.propertyId,
    unitId: expense.unitId ?? '',
    category: expense.category,
    date: expense.date,
    amount: fromCents(expense.amount),
    description: expense.description,
  };
}

/**
 * Record expense (POST /api/expenses), or Edit expense when `expense` is given. A receipt (photo
 * or PDF) is uploaded first as a document of kind 'receipt' on the property, then linked. From a
 * maintenance request, `repair` fixes the property and ties the bill to the request.
 */
export function ExpenseFormDialog({
  open,
  expense,
  repair,
  onOpenChange,
}: {
  open: boolean;
  expense?: Expense | null;
  repair?: { id: string; propertyId: string; unitId: string | null; title: string };
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['expenses', 'validation']);
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const [receipt, setReceipt] = useState<File | null>(null);
  const form = useForm<ExpenseFormInput, unknown, ExpenseFormValues>({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: emptyValues(),
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const dialog = useFormDialog(form, { onOpenChange, onClose: () => setReceipt(null) });
  const propertyId = form.watch('propertyId');
  const units = usePropertyUnits(propertyId || undefined);

  useEffect(() => {
    if (!open) return;
    if (expense) form.reset(valuesOf(expense));
    else if (repair) {
      form.reset({
        ...emptyValues(repair.propertyId),
        unitId: repair.unitId ?? '',
        category: 'repairs_maintenance',
        description: repair.title,
      });
    } else form.reset(emptyValues());
  }, [open, expense, repair, form]);

  const onSubmit = dialog.submit({
    send: async (values) => {
      const document = receipt
        ? await uploadDocument({
            file: receipt,
            kind: 'receipt',
            propertyId: values.propertyId,
            name: values.description,
          })
        : null;
      const fields = {
        unitId: values.unitId,
        category: values.category,
        date: values.date,
        amount: toCents(values.amount),
        description: values.description,
        ...(document ? { documentId: document.id } : {}),
      };
      return expense
        ? update.mutateAsync({ id: expense.id, ...fields })
        : create.mutateAsync({
            propertyId: values.propertyId,
            ...fields,
            maintenanceRequestId: repair?.id ?? null,
          });
    },
    success: () => ({ title: expense ? t('form.updated') : t('form.created') }),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{expense ? t('form.editTitle') : t('form.title')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('form.property')} error={message(errors.propertyId?.message)}>
              <NativeSelect disabled={Boolean(expense || repair)} {...form.register('propertyId')}>
                <PropertyOptions emptyLabel={t('form.selectProperty')} />
              </NativeSelect>
            </Field>
            <Field label={t('form.unit')} error={message(errors.unitId?.message)}>
              <NativeSelect {...form.register('unitId')}>
                <option value="">{t('form.noUnit')}</option>
                {units.data?.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('form.category')} error={message(errors.category?.message)}>
              <NativeSelect {...form.register('category')}>
                <option value="">{t('form.selectCategory')}</option>
                {expenseCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t('form.date')} error={message(errors.date?.message)}>
              <Input type="date" {...form.register('date')} />
            </Field>
            <Field label={t('form.amount')} error={message(errors.amount?.message)}>
              <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register('amount')} />
            </Field>
          </div>
          <Field label={t('form.expenseDescription')} error={message(errors.description?.message)}>
            <Input autoComplete="off" {...form.register('description')} />
          </Field>
          <Field label={t('form.receipt')}>
            <Input
              type="file"
              accept="image/*,application/pdf"
              onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
            />
          </Field>
          <FormDialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={dialog.close}
            submitLabel={t('form.save')}
            busyLabel={t('form.saving')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
