import { zodResolver } from '@hookform/resolvers/zod';
import { memberRoles } from '@rentwise/core/organisations/roles';
import { type CreateInvitationBody, createInvitationBodySchema } from '@rentwise/core/organisations/schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useProperties } from '@/features/properties';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useInviteMember } from '../api/invite-member';

type FormInput = z.input<typeof createInvitationBodySchema>;
const defaults: FormInput = { email: '', role: 'manager', propertyIds: null };

/**
 * Invite member (issue 17 item 2): email, role, and optionally the properties the member is
 * limited to (a checkbox list of the organisation's properties). The server emails the link.
 */
export function InviteMemberDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['team', 'validation']);
  const properties = useProperties({}, { all: true });
  const invite = useInviteMember();
  const form = useForm<FormInput, unknown, CreateInvitationBody>({
    resolver: zodResolver(createInvitationBodySchema),
    defaultValues: defaults,
  });
  const dialog = useFormDialog(form, { onOpenChange });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);
  const role = form.watch('role');
  const propertyIds = form.watch('propertyIds');
  const limited = Array.isArray(propertyIds) && role !== 'admin';
  const items = properties.data?.items ?? [];

  const onSubmit = dialog.submit({
    send: (values) =>
      invite.mutateAsync({ ...values, propertyIds: values.role === 'admin' ? null : values.propertyIds }),
    success: (invitation) => ({
      title: t('inviteDialog.sent'),
      description: t('inviteDialog.sentDescription', { email: invitation.email }),
    }),
    failed: t('inviteDialog.failed'),
  });

  const toggleProperty = (id: string, checked: boolean) => {
    const current = form.getValues('propertyIds') ?? [];
    form.setValue('propertyIds', checked ? [...current, id] : current.filter((value) => value !== id), {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('inviteDialog.title')}</DialogTitle>
          <DialogDescription>{t('inviteDialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('inviteDialog.email')} error={message(errors.email?.message)}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field
            label={t('inviteDialog.role')}
            error={message(errors.role?.message)}
            hint={t(`roleDescriptions.${role}`)}
          >
            <NativeSelect {...form.register('role')}>
              {memberRoles.map((value) => (
                <option key={value} value={value}>
                  {t(`roles.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {role !== 'admin' && (
            <div className="grid gap-3">
              <label className="flex items-start gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  checked={limited}
                  onChange={(event) =>
                    form.setValue('propertyIds', event.target.checked ? [] : null, { shouldValidate: false })
                  }
                />
                <span className="grid gap-1">
                  {t('inviteDialog.limit')}
                  <span className="text-xs font-normal text-muted-foreground">
                    {t('inviteDialog.limitHint')}
                  </span>
                </span>
              </label>
              {limited && (
                <fieldset
                  className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3"
                  aria-describedby={errors.propertyIds ? 'invite-properties-error' : undefined}
                >
                  <legend className="px-1 text-sm font-medium">{t('inviteDialog.properties')}</legend>
                  {items.length === 0 && (
                    <p className="text-sm text-muted-foreground">{t('inviteDialog.noProperties')}</p>
                  )}
                  {items.map((property) => (
                    <label key={property.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={propertyIds?.includes(property.id) ?? false}
                        onChange={(event) => toggleProperty(property.id, event.target.checked)}
                      />
                      {property.address}
                    </label>
                  ))}
                </fieldset>
              )}
              {errors.propertyIds && (
                <p id="invite-properties-error" role="alert" className="text-sm font-medium text-destructive">
                  {message(errors.propertyIds.message ?? errors.propertyIds.root?.message)}
                </p>
              )}
            </div>
          )}
          <FormDialogFooter
            cancelLabel={t('inviteDialog.cancel')}
            onCancel={dialog.close}
            submitLabel={t('inviteDialog.submit')}
            busyLabel={t('inviteDialog.sending')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
