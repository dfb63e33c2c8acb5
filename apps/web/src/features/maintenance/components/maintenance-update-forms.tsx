import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddMaintenanceUpdateBody,
  addMaintenanceUpdateBodySchema,
  type MaintenanceRequest,
  maintenanceStatuses,
  type VendorJobUpdateBody,
  vendorJobUpdateBodySchema,
  vendorStatusSchema,
} from '@rentwise/core/maintenance/schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useAddMaintenanceUpdate } from '../api/add-maintenance-update';
import { usePostVendorJobUpdate } from '../api/post-vendor-job-update';

// The select's first option, "keep the status", is an empty value: the body then has no status.
const noStatus = { setValueAs: (value: string) => value || undefined };

/** The owner's Add Update in the request dialog: a dated comment, optionally with a new status. */
export function MaintenanceUpdateForm({ request }: { request: MaintenanceRequest }) {
  const { t } = useTranslation('maintenance');
  const add = useAddMaintenanceUpdate();
  const form = useForm<z.input<typeof addMaintenanceUpdateBodySchema>, unknown, AddMaintenanceUpdateBody>({
    resolver: zodResolver(addMaintenanceUpdateBodySchema),
    defaultValues: { text: '' },
  });
  const onSubmit = useFormDialog(form, {}).submit({
    send: (body) => add.mutateAsync({ id: request.id, body }),
    success: () => ({ title: t('detail.posted') }),
    failed: t('detail.postFailed'),
  });
  const error = form.formState.errors.text?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Field label={t('detail.addUpdate')} error={error && t(error)}>
        <Textarea rows={3} placeholder={t('detail.updatePlaceholder')} {...form.register('text')} />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <Field label={t('detail.changeStatus')} className="sm:w-56">
          <NativeSelect {...form.register('status', noStatus)}>
            <option value="">{t('detail.keepStatus')}</option>
            {maintenanceStatuses
              // Cancelling goes through Manage, which asks for confirmation first.
              .filter((value) => value !== request.status && value !== 'cancelled')
              .map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('detail.posting') : t('detail.post')}
        </Button>
      </div>
    </form>
  );
}

/** The tenant's Add Comment on one of their requests; closes once sent or cancelled. */
export function MaintenanceCommentForm({ requestId, onDone }: { requestId: string; onDone(): void }) {
  const { t } = useTranslation('maintenance');
  const add = useAddMaintenanceUpdate();
  const form = useForm<z.input<typeof addMaintenanceUpdateBodySchema>, unknown, AddMaintenanceUpdateBody>({
    resolver: zodResolver(addMaintenanceUpdateBodySchema),
    defaultValues: { text: '' },
  });
  const dialog = useFormDialog(form, { onClose: onDone });
  const onSubmit = dialog.submit({
    send: ({ text }) => add.mutateAsync({ id: requestId, body: { text } }),
    success: () => ({ title: t('tenant.commentSent') }),
    failed: t('tenant.commentFailed'),
  });
  const error = form.formState.errors.text?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Field label={t('tenant.comment')} error={error && t(error)}>
        <Textarea
          rows={3}
          autoFocus
          placeholder={t('tenant.commentPlaceholder')}
          {...form.register('text')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={dialog.close}>
          {t('request.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('tenant.sending') : t('tenant.send')}
        </Button>
      </div>
    </form>
  );
}

/** The vendor's progress form on the job page (no account: the link's token is the key). */
export function VendorJobUpdateForm({ token }: { token: string }) {
  const { t } = useTranslation('maintenance');
  const post = usePostVendorJobUpdate(token);
  const form = useForm<z.input<typeof vendorJobUpdateBodySchema>, unknown, VendorJobUpdateBody>({
    resolver: zodResolver(vendorJobUpdateBodySchema),
    defaultValues: { text: '' },
  });
  const onSubmit = useFormDialog(form, {}).submit({
    send: (body) => post.mutateAsync(body),
    success: () => ({ title: t('job.posted') }),
    failed: t('job.postFailed'),
  });
  const error = form.formState.errors.text?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('job.status')}>
        <NativeSelect {...form.register('status', noStatus)}>
          <option value="">{t('job.noChange')}</option>
          {vendorStatusSchema.options.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t('job.text')} error={error && t(error)}>
        <Textarea rows={4} placeholder={t('job.textPlaceholder')} {...form.register('text')} />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={post.isPending}>
        {post.isPending ? t('job.submitting') : t('job.submit')}
      </Button>
    </form>
  );
}
