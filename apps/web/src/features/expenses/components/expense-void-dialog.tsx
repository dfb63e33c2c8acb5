import { zodResolver } from '@hookform/resolvers/zod';
import { type Expense, type VoidExpenseBody, voidExpenseBodySchema } from '@rentwise/core/expenses/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useVoidExpense } from '../api/save-expense';

/** Void an expense (POST /api/expenses/:id/void): it is kept, with the reason given here. */
export function ExpenseVoidDialog({
  expense,
  onOpenChange,
}: {
  expense: Expense | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['expenses', 'validation']);
  const voidExpense = useVoidExpense();
  const form = useForm<VoidExpenseBody>({
    resolver: zodResolver(voidExpenseBodySchema),
    defaultValues: { reason: '' },
  });
  const dialog = useFormDialog(form, { onOpenChange });
  const error = form.formState.errors.reason?.message;
  const onSubmit = dialog.submit({
    send: (values) => voidExpense.mutateAsync({ id: expense?.id ?? '', reason: values.reason }),
    success: () => ({ title: t('voidDialog.done') }),
  });

  return (
    <Dialog open={expense !== null} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('voidDialog.title')}</DialogTitle>
          <DialogDescription>{t('voidDialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('voidDialog.reason')} error={error ? t(error) : undefined}>
            <Input autoComplete="off" {...form.register('reason')} />
          </Field>
          <FormDialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={dialog.close}
            submitLabel={t('voidDialog.confirm')}
            busyLabel={t('form.saving')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
