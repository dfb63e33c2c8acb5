import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/**
 * The second look a payment dialog asks for before money moves in a way the person may not expect
 * (issue 18 item 8: paying when nothing is due, recording more than is owed). It takes the place
 * of the dialog's footer: the submit button confirms, Back returns to the form as it was.
 */
export function PaymentConfirmation({
  message,
  confirmLabel,
  backLabel,
  busyLabel,
  busy,
  onBack,
}: {
  message: string;
  confirmLabel: string;
  backLabel: string;
  busyLabel: string;
  busy: boolean;
  onBack(): void;
}) {
  return (
    <div className="grid gap-3">
      <p role="alert" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
        {message}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </div>
  );
}
