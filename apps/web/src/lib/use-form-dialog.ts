import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerFieldErrors } from './form-errors';

/** A toast's text: the title, and a second line if there is one. */
export interface ToastText {
  title: string;
  description?: string;
}

/** What one submit of a form dialog does; the hook does the rest. */
export interface FormDialogSubmit<TValues, TResult> {
  /** Sends the validated values (the mutation, and anything that belongs to it). */
  send(values: TValues): Promise<TResult>;
  /** The success toast, which may quote what the server answered. */
  success(result: TResult): ToastText;
  /** Called after the success toast, before the dialog closes: hands the result to the caller. */
  done?(result: TResult): void;
  /**
   * The dialog's own answer to the errors it knows by code (e.g. EMAIL_TAKEN goes under the email
   * field, with the spec's toast). Returns true when it dealt with the error.
   */
  handle?(error: unknown): boolean;
  /**
   * The error toast's title when the server named no field; the error's message is its second
   * line. Without a title, the message is the title.
   */
  failed?: string;
}

/**
 * The submit and close logic every form dialog shares, so that it behaves the same everywhere:
 * - a second submit while the first is in flight is dropped (a double click can land before React
 *   re-renders the disabled button);
 * - a failure leaves the dialog open with what was typed: the server's field errors go under their
 *   fields, anything else is an error toast;
 * - a success shows its toast, closes the dialog and resets the form;
 * - closing by any means (Cancel, Escape, the overlay) resets the form, so each opening starts afresh.
 *
 * The maintenance update forms (owner, tenant, vendor) are forms on the page rather than dialogs:
 * they use the same hook, so a success resets them (and closes the tenant's comment form).
 *
 * The form resets to its defaults (`form.reset()`): `defaultValues`, the `values` it follows, or
 * whatever the dialog last passed to `form.reset(...)` when it opened.
 */
export function useFormDialog<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  options: {
    /** The dialog's open state. A form that stays on the page has none: a success only resets it. */
    onOpenChange?(open: boolean): void;
    /** More to forget on close than the form (chosen photos, a payment's idempotency key). */
    onClose?(): void;
  },
) {
  const submitting = useRef(false);

  const onOpenChange = (open: boolean) => {
    if (!open) {
      form.reset();
      options.onClose?.();
    }
    options.onOpenChange?.(open);
  };

  const submit = <TResult>(how: FormDialogSubmit<TTransformedValues, TResult>) =>
    form.handleSubmit(async (values) => {
      if (submitting.current) return;
      submitting.current = true;
      try {
        const result = await how.send(values);
        const { title, description } = how.success(result);
        toast.success(title, { description });
        how.done?.(result);
        onOpenChange(false);
      } catch (error) {
        if (how.handle?.(error) || applyServerFieldErrors(error, form.setError)) return;
        const message = error instanceof Error ? error.message : undefined;
        if (how.failed) toast.error(how.failed, { description: message });
        else toast.error(message);
      } finally {
        submitting.current = false;
      }
    });

  return { onOpenChange, close: () => onOpenChange(false), submit };
}
