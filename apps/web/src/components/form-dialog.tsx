import type { ReactNode } from 'react';
import { useState } from 'react';
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
import { ApiError } from '@/lib/api-client';

/**
 * What a dialog that sends one request shares (the lease lifecycle dialogs, the renewal dialogs):
 * the server's field errors (i18n keys such as `validation:lease.endAfterStart`) translated under
 * their fields, any other failure as a toast with its translated message, a double-submit guard,
 * a success toast, and `reset` for when the dialog closes.
 */
export function useFormAction() {
  const { t } = useTranslation(['validation', 'errors']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, success: string, done: () => void) => {
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      await work();
      toast.success(success);
      done();
    } catch (error) {
      if (error instanceof ApiError && error.details && Object.keys(error.details).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.details).map(([field, key]) => [field, t(key)])));
      } else {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, run, reset: () => setErrors({}) };
}

/**
 * A dialog holding one form: title, description, the fields, then Cancel and the submit button
 * (its `workingLabel` while busy, when given; `destructive` for an action that cannot be undone).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  workingLabel,
  busy,
  canSubmit = true,
  destructive,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  submitLabel: string;
  workingLabel?: string;
  busy: boolean;
  canSubmit?: boolean;
  destructive?: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={busy || !canSubmit}
            >
              {busy && workingLabel ? workingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
