import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogFooter } from './dialog';

/**
 * The footer every form dialog shares: Cancel, then the submit button, which is disabled and
 * shows its working label ('Creating...', 'Adding...') while the form is being sent.
 */
export function FormDialogFooter(props: {
  cancelLabel: string;
  onCancel(): void;
  submitLabel: ReactNode;
  busyLabel: string;
  busy: boolean;
  /** Disabled for another reason than being busy (e.g. nothing to choose from yet). */
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={props.onCancel}>
        {props.cancelLabel}
      </Button>
      <Button type="submit" disabled={props.busy || props.disabled}>
        {props.busy ? props.busyLabel : props.submitLabel}
      </Button>
    </DialogFooter>
  );
}
