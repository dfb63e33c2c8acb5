import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * The confirmation asked before a destructive action (cancel a reminder, delete a document or a
 * draft lease, cancel a maintenance request): a title, what will happen, a way back, and the
 * destructive button, disabled with its working label while the action runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  keepLabel,
  confirmLabel,
  workingLabel,
  working,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  /** Shown on the destructive button while `working`; defaults to `confirmLabel`. */
  workingLabel?: string;
  working: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button type="button" variant="destructive" disabled={working} onClick={onConfirm}>
            {working ? (workingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
