import type { Lease } from '@rentwise/core/leases/schemas';
import type { CreatePaymentBody } from '@rentwise/core/payments/schemas';
import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useCreatePayment } from '../api/create-payment';

/**
 * The form dialog logic of both payment dialogs (pay rent, record a payment), for the lease they
 * are open for, plus `pay`, which sends a payment for that lease.
 *
 * One idempotency key per payment attempt: a double submit or a retry executes once; a failed
 * attempt stores nothing, so its key may be reused; a new key after success or cancel (on close).
 */
export function usePaymentDialog<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  options: { lease: Pick<Lease, 'id'> | null; onOpenChange(open: boolean): void },
) {
  const createPayment = useCreatePayment();
  const idempotencyKey = useRef(crypto.randomUUID());
  const dialog = useFormDialog(form, {
    onOpenChange: options.onOpenChange,
    onClose: () => {
      idempotencyKey.current = crypto.randomUUID();
    },
  });

  const pay = (body: Omit<CreatePaymentBody, 'leaseId'>) => {
    // The form is on screen only while a lease is set (the dialog is open for it).
    if (!options.lease) throw new Error('No lease to pay');
    return createPayment.mutateAsync({
      idempotencyKey: idempotencyKey.current,
      body: { ...body, leaseId: options.lease.id },
    });
  };

  return { ...dialog, pay };
}
