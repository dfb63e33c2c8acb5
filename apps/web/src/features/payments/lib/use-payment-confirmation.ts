import { type FormEvent, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Submit in two steps when `question(values)` has something to ask: the first submit shows the
 * question (the dialog renders it with PaymentConfirmation), the second sends. Changing the amount
 * or closing the dialog forgets the question, so a new amount is asked about afresh.
 */
export function usePaymentConfirmation<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  options: {
    question(values: TTransformedValues): string | null;
    send(): Promise<void>;
    amount: unknown;
    open: boolean;
  },
) {
  const [asking, setAsking] = useState<string | null>(null);
  const { amount, open } = options;

  // A new amount, or a new opening, asks afresh.
  useEffect(() => setAsking(null), [amount, open]);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    return form.handleSubmit(async (values) => {
      const question = options.question(values);
      if (question && asking === null) {
        setAsking(question);
        return;
      }
      setAsking(null);
      await options.send();
    })();
  };

  return { asking, onSubmit, back: () => setAsking(null) };
}
