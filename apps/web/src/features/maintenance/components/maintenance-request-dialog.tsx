import { zodResolver } from '@hookform/resolvers/zod';
import { choosePhotos } from '@rentwise/core/maintenance/photo-input';
import {
  type MaintenanceTenantFormValues,
  maintenanceCategories,
  maintenanceTenantFormDefaults,
  maintenanceTenantFormSchema,
  tenantPriorities,
} from '@rentwise/core/maintenance/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useFormDialog } from '@/lib/use-form-dialog';
import { addMaintenancePhoto } from '../api/add-maintenance-photo';
import { useCreateMaintenanceRequest } from '../api/create-maintenance-request';
import { PHOTO_ACCEPT } from './maintenance-photos';
import { PhotoPreviews } from './photo-previews';

/** Photos sent with a new request (the server takes up to 10 per request). */
const MAX_NEW_PHOTOS = 5;

/**
 * The tenant's New Request form (spec section 2): title, the spec's categories, priorities low,
 * medium, high, emergency, and a description. The server files it under the tenant's leased unit.
 */
export function MaintenanceRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('maintenance');
  const create = useCreateMaintenanceRequest();
  const queryClient = useQueryClient();
  const form = useForm<MaintenanceTenantFormValues, unknown, z.output<typeof maintenanceTenantFormSchema>>({
    resolver: zodResolver(maintenanceTenantFormSchema),
    defaultValues: maintenanceTenantFormDefaults,
  });
  const errors = form.formState.errors;
  const message = (key?: string) => (key ? t(key) : undefined);

  const [photos, setPhotos] = useState<File[]>([]);
  const [refusedPhotos, setRefusedPhotos] = useState<{ name: string; issue: string }[]>([]);
  const removePhoto = (photo: File) => setPhotos((current) => current.filter((item) => item !== photo));
  const dialog = useFormDialog(form, {
    onOpenChange,
    onClose: () => {
      setPhotos([]);
      setRefusedPhotos([]);
    },
  });

  const onSubmit = dialog.submit({
    send: async (values) => {
      const created = await create.mutateAsync(values);
      // The request exists once created; a photo that fails is reported, not a failed request.
      for (const photo of photos) {
        try {
          await addMaintenancePhoto(created.id, photo);
        } catch (error) {
          toast.error(t('photos.uploadFailed'), { description: (error as Error).message });
        }
      }
      if (photos.length > 0) await queryClient.invalidateQueries({ queryKey: ['maintenance-requests'] });
    },
    success: () => ({ title: t('request.success'), description: t('request.successDescription') }),
    handle: (error) => {
      if (!(error instanceof ApiError && error.code === 'NO_ACTIVE_LEASE')) return false;
      toast.error(t('request.failed'), { description: t('request.noLease') });
      return true;
    },
    failed: t('request.failed'),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('request.title')}</DialogTitle>
          <DialogDescription>{t('request.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('request.issueTitle')} error={message(errors.title?.message)}>
            <Input placeholder={t('request.issueTitlePlaceholder')} {...form.register('title')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('request.category')} error={message(errors.category?.message)}>
              <NativeSelect {...form.register('category')}>
                {maintenanceCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`category.${category}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={t('request.priority')} error={message(errors.priority?.message)}>
              <NativeSelect {...form.register('priority')}>
                {tenantPriorities.map((priority) => (
                  <option key={priority} value={priority}>
                    {t(`priority.${priority}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field label={t('request.details')} error={message(errors.description?.message)}>
            <Textarea
              rows={4}
              placeholder={t('request.detailsPlaceholder')}
              {...form.register('description')}
            />
          </Field>
          <Field
            label={t('photos.optional')}
            hint={t('photos.hint')}
            error={
              refusedPhotos.length > 0
                ? refusedPhotos
                    .map(({ name, issue }) => `${name}: ${t(issue, { count: MAX_NEW_PHOTOS })}`)
                    .join(' · ')
                : undefined
            }
          >
            <Input
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              onChange={(event) => {
                // Checked here, by the server's rules, before anything is sent (issue 24 item 5).
                const { photos: kept, refused } = choosePhotos(
                  photos,
                  Array.from(event.target.files ?? []),
                  MAX_NEW_PHOTOS,
                );
                setPhotos(kept);
                setRefusedPhotos(refused);
                // The same file may be chosen again after it is removed.
                event.target.value = '';
              }}
            />
          </Field>
          {photos.length > 0 && <PhotoPreviews photos={photos} onRemove={removePhoto} />}
          <FormDialogFooter
            cancelLabel={t('request.cancel')}
            onCancel={dialog.close}
            submitLabel={t('request.submit')}
            busyLabel={t('request.submitting')}
            busy={form.formState.isSubmitting}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
