import type { Lease } from '@rentwise/core/leases/schemas';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, todayIso } from '@/lib/dates';
import { useEndLease } from '../api/end-lease';
import { ConfirmCheckbox, LifecycleDialog, useLifecycleForm } from './lifecycle-form';

/** End lease: the move-out date (today at the latest), a reason, and a confirmation that says what happens. */
export function LeaseEndDialog({
  lease,
  onOpenChange,
}: {
  lease: Lease | null;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation(['leases', 'validation']);
  const mutation = useEndLease();
  const form = useLifecycleForm();
  const today = todayIso();
  const [moveOutDate, setMoveOutDate] = useState(today);
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const close = (open: boolean) => {
    if (open) return;
    setMoveOutDate(todayIso());
    setReason('');
    setConfirmed(false);
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!lease) return;
    if (!reason.trim()) {
      form.setErrors({ reason: t('validation:lease.endReasonRequired') });
      return;
    }
    void form.run(
      () => mutation.mutateAsync({ leaseId: lease.id, body: { moveOutDate, reason: reason.trim() } }),
      t('lifecycle.end.success'),
      () => close(false),
    );
  };
  return (
    <LifecycleDialog
      open={lease !== null}
      onOpenChange={close}
      title={t('lifecycle.end.title')}
      description={t('lifecycle.end.description')}
      submitLabel={t('lifecycle.end.submit')}
      workingLabel={t('lifecycle.end.saving')}
      busy={form.busy}
      canSubmit={confirmed && Boolean(moveOutDate)}
      onSubmit={submit}
    >
      <Field label={t('lifecycle.end.moveOutDate')} error={form.errors.moveOutDate}>
        <Input
          type="date"
          min={lease?.startDate}
          max={today}
          value={moveOutDate}
          onChange={(event) => setMoveOutDate(event.target.value)}
        />
      </Field>
      <Field label={t('lifecycle.end.reason')} error={form.errors.reason}>
        <Textarea maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <ConfirmCheckbox
        checked={confirmed}
        onChange={setConfirmed}
        label={t('lifecycle.end.confirm', {
          date: moveOutDate ? formatDate(moveOutDate, i18n.language) : '',
        })}
      />
    </LifecycleDialog>
  );
}
