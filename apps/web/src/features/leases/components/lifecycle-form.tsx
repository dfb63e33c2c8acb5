/**
 * What the lease lifecycle dialogs share (end, renew, rent change, deposit settlement, draft
 * terms): the one form dialog of the app (components/form-dialog.tsx) — field errors from the
 * server's details under their fields, any other failure as a toast, a double-submit guard, a
 * success toast and a reset on close — and the box a destructive action needs ticked.
 */
export { FormDialog as LifecycleDialog, useFormAction as useLifecycleForm } from '@/components/form-dialog';

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
