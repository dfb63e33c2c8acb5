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
 * What the lease lifecycle dialogs share (end, renew, rent change, deposit settlement, draft
 * terms): field errors from the server's details (i18n keys) under their fields, any other
 * failure as a toast, a double-submit guard, a success toast and a reset on close.
 */
export function useLifecycleForm() {
  const { t } = useTranslation(['leases', 'validation']);
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

export function LifecycleDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  workingLabel,
  busy,
  canSubmit = true,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  submitLabel: string;
  workingLabel: string;
  busy: boolean;
  canSubmit?: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('leases');
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
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy || !canSubmit}>
              {busy ? workingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The "I understand what happens" box a destructive or money-moving action needs ticked. */
export function ConfirmCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
