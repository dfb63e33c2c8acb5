import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DocumentKind,
  type DocumentUploadFormValues,
  documentKinds,
  documentUploadFormSchema,
} from '@rentwise/core/documents/schemas';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useLeases } from '@/features/leases';
import { useProperties } from '@/features/properties';
import { useTenants } from '@/features/tenants';
import { ApiError } from '@/lib/api-client';
import { useFormDialog } from '@/lib/use-form-dialog';
import { useUploadDocument } from '../api/upload-document';

type ShareWith = DocumentUploadFormValues['shareWith'];

/** What the file picker offers; the server still checks the bytes themselves. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.txt,application/pdf,image/png,image/jpeg,image/webp,text/plain';

/** The server's refusals that belong under a field, by error code. */
const serverFileErrors: Record<string, { name: 'file' | 'targetId'; message: string } | undefined> = {
  PAYLOAD_TOO_LARGE: { name: 'file', message: 'documents:validation.fileTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { name: 'file', message: 'documents:validation.fileType' },
  NOT_FOUND: { name: 'targetId', message: 'documents:validation.targetRequired' },
};

/**
 * Upload Document: a file, a name, a category and whom to share it with (a tenant, a lease, or
 * everyone at a property). `preset` fixes the share target, as on a lease's detail.
 */
export function DocumentUploadDialog({
  open,
  onOpenChange,
  preset,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  preset?: { kind?: DocumentKind; shareWith: ShareWith; targetId: string; targetLabel?: string };
}) {
  const { t } = useTranslation(['documents', 'validation']);
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const defaults: DocumentUploadFormValues = {
    file: null,
    name: '',
    kind: preset?.kind ?? 'lease',
    shareWith: preset?.shareWith ?? 'tenant',
    targetId: preset?.targetId ?? '',
  };
  const form = useForm<DocumentUploadFormValues, unknown, z.output<typeof documentUploadFormSchema>>({
    resolver: zodResolver(documentUploadFormSchema),
    defaultValues: defaults,
  });
  const shareWith = form.watch('shareWith');
  const locked = Boolean(preset);
  // The share pickers (the owner's tenants, leases and properties; small lists, cached).
  const tenants = useTenants({}, { all: true });
  const leases = useLeases({ limit: 200 }, { all: true });
  const properties = useProperties({}, { all: true });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);

  // Each opening starts afresh (with the preset target, if any).
  useEffect(() => {
    if (open) {
      form.reset(defaults);
      if (fileInput.current) fileInput.current.value = '';
    }
  }, [open, form]);

  const dialog = useFormDialog(form, { onOpenChange });

  const onSubmit = dialog.submit({
    send: (values) => {
      const target = values.shareWith === 'none' ? {} : { [`${values.shareWith}Id`]: values.targetId };
      return upload.mutateAsync({
        file: values.file,
        name: values.name.trim() || undefined,
        kind: values.kind,
        ...target,
      });
    },
    success: (document) => ({
      title: t('dialog.uploaded'),
      description: t('dialog.uploadedDescription', { name: document.name }),
    }),
    // What the server refuses about the file or the target goes under that field.
    handle: (error) => {
      const field = error instanceof ApiError ? serverFileErrors[error.code] : undefined;
      if (!field) return false;
      form.setError(field.name, { type: 'server', message: field.message });
      return true;
    },
    failed: t('dialog.failed'),
  });

  const targetOptions: { id: string; label: string }[] =
    shareWith === 'tenant'
      ? (tenants.data?.items ?? []).map((x) => ({ id: x.id, label: `${x.firstName} ${x.lastName}` }))
      : shareWith === 'lease'
        ? (leases.data?.items ?? []).map((x) => ({
            id: x.id,
            label: `${x.tenantName} · ${x.propertyAddress}${x.unitLabel ? ` · ${x.unitLabel}` : ''}`,
          }))
        : shareWith === 'property'
          ? (properties.data?.items ?? []).map((x) => ({ id: x.id, label: x.address }))
          : [];

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('dialog.file')} error={message(errors.file?.message)} hint={t('dialog.fileHint')}>
            <Input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              name="file"
              onChange={(event) =>
                form.setValue('file', event.target.files?.[0] ?? null, {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
              className="h-auto py-1.5 file:mr-3 file:rounded file:bg-muted file:px-3 file:py-1"
            />
          </Field>
          <Field label={t('dialog.name')} error={message(errors.name?.message)} hint={t('dialog.nameHint')}>
            <Input placeholder={t('dialog.namePlaceholder')} {...form.register('name')} />
          </Field>
          <Field label={t('dialog.kind')} error={message(errors.kind?.message)}>
            <NativeSelect {...form.register('kind')}>
              {documentKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {locked ? (
            <p className="text-sm text-muted-foreground">
              {t('dialog.shareWith')}: {preset?.targetLabel}
            </p>
          ) : (
            <>
              <Field label={t('dialog.shareWith')}>
                <NativeSelect
                  {...form.register('shareWith', {
                    onChange: () => form.setValue('targetId', ''),
                  })}
                >
                  {(['tenant', 'lease', 'property', 'none'] as const).map((option) => (
                    <option key={option} value={option}>
                      {t(`dialog.share.${option}`)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              {shareWith !== 'none' && (
                <Field label={t(`dialog.target.${shareWith}`)} error={message(errors.targetId?.message)}>
                  <NativeSelect {...form.register('targetId')}>
                    <option value="">{t('dialog.target.placeholder')}</option>
                    {targetOptions.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              )}
            </>
          )}
          <FormDialogFooter
            cancelLabel={t('dialog.cancel')}
            onCancel={dialog.close}
            submitLabel={t('dialog.submit')}
            busyLabel={t('dialog.uploading')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
